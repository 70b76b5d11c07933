/** The page's questions to its server, each with Telegram's init data. */
import { initData } from "./telegram.js";

export type Problem = { status: number; problem: string; texts?: Record<string, string> };

export class Refused extends Error {
  constructor(readonly answer: Problem) {
    super(answer.problem);
  }
}

/** A report the network defers is asked again until it is ready (the server keeps the read). */
async function ask(path: string, onPending?: () => void): Promise<Response> {
  for (;;) {
    const res = await fetch(`api/${path}`, { headers: { authorization: `tma ${initData}` } });
    if (res.status === 202) {
      onPending?.();
      await new Promise((resolve) => setTimeout(resolve, 2000));
      continue;
    }
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as Partial<Problem>;
      throw new Refused({
        status: res.status,
        problem: body.problem ?? "failed",
        ...(body.texts && { texts: body.texts }),
      });
    }
    return res;
  }
}

export async function getJson<T>(path: string, onPending?: () => void): Promise<T> {
  return (await (await ask(path, onPending)).json()) as T;
}

export async function download(path: string, onPending?: () => void): Promise<void> {
  const res = await ask(path, onPending);
  const name =
    /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "stats.csv";
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
