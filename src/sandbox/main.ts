// Standalone sandbox: `tsx src/sandbox/main.ts` (PORT, HOST env). Prints the URL and demo key.
import { startSandbox } from "./index.js";

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`);
  process.exit(1);
}
const sandbox = await startSandbox({ port, host: process.env.HOST ?? "127.0.0.1" });
const [alice, bruno] = sandbox.publishers;
console.log(`Publisher API sandbox at ${sandbox.url}`);
console.log(`  PUBLISHER_API_URL=${sandbox.url}`);
console.log(
  `  demo key (${alice.firstName}): ${alice.apiKey}   client ${alice.clientId} / ${alice.clientSecret}`,
);
console.log(
  `  second key (${bruno.firstName}): ${bruno.apiKey}   client ${bruno.clientId} / ${bruno.clientSecret}`,
);
console.log(`  controls: ${sandbox.url}/__sandbox/`);

const stop = (): void => {
  sandbox.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
