/** The Prometheus registry behind GET /metrics: cumulative buckets, one series per label set. */
import { describe, expect, it } from "vitest";
import { Counter, Histogram } from "../../src/metrics/index.js";

describe("metrics registry", () => {
  it("counts each observation in its bucket and every larger one", () => {
    const histogram = new Histogram("t_seconds", "test", [0.1, 1, 10]);
    for (const value of [0.05, 0.1, 0.5, 3, 20]) histogram.observe({ kind: "message" }, value);
    const lines = histogram.render();
    expect(lines).toContain('t_seconds_bucket{kind="message",le="0.1"} 2');
    expect(lines).toContain('t_seconds_bucket{kind="message",le="1"} 3');
    expect(lines).toContain('t_seconds_bucket{kind="message",le="10"} 4');
    expect(lines).toContain('t_seconds_bucket{kind="message",le="+Inf"} 5');
    expect(lines).toContain('t_seconds_count{kind="message"} 5');
  });

  it("keeps one series per set of labels, in whatever order they are given", () => {
    const counter = new Counter("t_total", "test", true);
    counter.inc({ method: "GET offers", outcome: "timeout" });
    counter.inc({ outcome: "timeout", method: "GET offers" }, 2);
    counter.inc({ method: "GET offers", outcome: "refused" });
    expect(counter.get({ outcome: "timeout", method: "GET offers" })).toBe(3);
    expect(counter.render().filter((line) => !line.startsWith("#"))).toHaveLength(2);
  });
});
