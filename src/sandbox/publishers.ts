// The sandbox's two publishers. Their keys are what people type in the demo, so they are short,
// readable and clearly fake.

type PublisherLanguage = "en" | "ru" | "br";

export interface SandboxPublisher {
  readonly id: number;
  /** XML family: `remote_auth`. */
  readonly apiKey: string;
  /** JSON family: client-credentials grant at POST /oauth/access_token. */
  readonly clientId: string;
  readonly clientSecret: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly language: PublisherLanguage;
  readonly currency: string;
  readonly contactPhone: string;
  readonly phone: string;
  /** Typical clicks per day, which scales the generated statistics. */
  readonly clicksPerDay: number;
  /** Country ISO codes the publisher's audience mostly comes from, most common first. */
  readonly audience: readonly string[];
  /** How many offers the publisher has joined. */
  readonly joinedOffers: number;
}

export const SANDBOX_PUBLISHERS = [
  {
    id: 710001,
    apiKey: "demo-alice-7f3a9c2e",
    clientId: "alice-client-4b1d",
    clientSecret: "alice-secret-9e62c0f7",
    firstName: "Alice",
    lastName: "Walker",
    email: "alice@example.com",
    language: "en",
    currency: "USD",
    contactPhone: "+1 202 555 0143",
    phone: "+12025550143",
    clicksPerDay: 2400,
    audience: ["US", "GB", "CA", "DE", "AU", "IN"],
    joinedOffers: 60,
  },
  {
    id: 710002,
    apiKey: "demo-bruno-2c8e51d4",
    clientId: "bruno-client-7a30",
    clientSecret: "bruno-secret-51f8b2aa",
    firstName: "Bruno",
    lastName: "Costa",
    email: "bruno@example.com.br",
    language: "br",
    currency: "EUR",
    contactPhone: "+55 11 95555 0199",
    phone: "+5511955550199",
    clicksPerDay: 900,
    audience: ["BR", "PT", "ES", "AR", "MX"],
    joinedOffers: 40,
  },
] as const satisfies readonly SandboxPublisher[];
