// Answers that are not the method's, under HTTP 200: what a gateway, a proxy or a half-deployed
// server sends now and then. Injected with failNext({ mode }); never sent otherwise.

export const ODD_MODES = ["html", "foreign-root", "no-status"] as const;
export type OddMode = (typeof ODD_MODES)[number];

export interface OddAnswer {
  status: number;
  contentType: string;
  body: string;
}

const GATEWAY_PAGE =
  "<!DOCTYPE html>\n<html><head><title>Service temporarily unavailable</title></head>" +
  "<body><h1>Service temporarily unavailable</h1><p>The server is down for maintenance. " +
  "Please try again later.</p></body></html>";

const XML_TYPE = "application/xml; charset=utf-8";
const JSON_TYPE = "application/json; charset=utf-8";

/**
 * html: a gateway's maintenance page (either family). foreign-root: XML under another root, or
 * a JSON object of another shape. no-status: the method's root without `status` and with empty
 * `data`, or an empty JSON object.
 */
export function oddAnswer(mode: OddMode, family: "xml" | "json", root: string): OddAnswer {
  if (mode === "html") {
    return { status: 200, contentType: "text/html; charset=utf-8", body: GATEWAY_PAGE };
  }
  if (family === "json") {
    const body = mode === "foreign-root" ? '{"result":"ok","data":[]}' : "{}";
    return { status: 200, contentType: JSON_TYPE, body };
  }
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
  const body =
    mode === "foreign-root"
      ? `${declaration}<response><status>200</status><error></error><request_id></request_id><data><message>OK</message></data></response>`
      : `${declaration}<${root}><error></error><request_id></request_id><data></data></${root}>`;
  return { status: 200, contentType: XML_TYPE, body };
}
