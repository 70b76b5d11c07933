// Reference directories around offers: categories, traffic types, platforms, tools, languages, tags.
import { buildTree, flatten, type TreeNode } from "./tree.js";

export const OFFER_TYPES = ["web", "mobile", "api"] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export const WEB_CATEGORIES: readonly TreeNode[] = buildTree(
  [
    [
      "Online stores",
      [
        ["Electronics", ["Smartphones", "Laptops", "Home appliances"]],
        ["Fashion", ["Women", "Men", "Kids"]],
        "Home & Garden",
        "Marketplaces",
      ],
    ],
    [
      "Finance",
      [
        "Credit cards",
        ["Loans", ["Microloans", "Car loans"]],
        "Insurance",
        ["Banking", ["Debit cards", "Deposits"]],
      ],
    ],
    ["Travel", ["Hotels", "Flights", "Car rental", "Tours"]],
    ["Games", [["Online games", ["MMO", "Strategy"]], "Browser games"]],
    ["Education", [["Online courses", ["IT courses", "Languages"]], "Schools"]],
    ["Health & Beauty", ["Cosmetics", "Pharmacy", "Fitness"]],
    ["Food & Delivery", ["Food delivery", "Groceries"]],
    ["Telecom & Internet", ["Mobile operators", "VPN", "Hosting"]],
    ["Services", ["Dating", "Job search", "Taxi"]],
    ["Auto", ["Car parts", "Car sales"]],
  ],
  1,
);

export const MOBILE_CATEGORIES: readonly TreeNode[] = buildTree(
  [
    ["Mobile games", ["Casual", "RPG", "Puzzle"]],
    ["Mobile finance", ["Banking apps", ["Investing apps", ["Crypto", "Stocks"]]]],
    ["Shopping apps", ["Marketplace apps", "Food delivery apps"]],
    ["Utilities", ["VPN apps", "Cleaners"]],
    ["Social & Dating apps", ["Dating apps", "Messengers"]],
  ],
  500,
);

export const OFFER_CATEGORY_BY_ID: ReadonlyMap<number, TreeNode> = new Map(
  [...flatten(WEB_CATEGORIES), ...flatten(MOBILE_CATEGORIES)].map((n) => [n.id, n]),
);

/** Suffixes that make generated offer names read like the category's brands. */
export const NAME_SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  "Online stores": ["Shop", "Store", "Market", "Mall", ""],
  Finance: ["Bank", "Pay", "Credit", "Finance", "Loans"],
  Travel: ["Travel", "Tours", "Hotels", "Fly"],
  Games: ["Games", "Online", "Quest", "Legends"],
  Education: ["Academy", "School", "Courses"],
  "Health & Beauty": ["Beauty", "Cosmetics", "Pharma", "Fit"],
  "Food & Delivery": ["Eats", "Food", "Delivery"],
  "Telecom & Internet": ["Mobile", "VPN", "Host", "Telecom"],
  Services: ["Date", "Jobs", "Taxi"],
  Auto: ["Auto", "Parts", "Motors"],
};

export interface IdName {
  id: number;
  name: string;
}

export const WEB_TRAFFIC_TYPES: readonly IdName[] = [
  "Contextual advertising",
  "Contextual advertising on brand keywords",
  "Teaser networks",
  "Social networks",
  "Targeted social ads",
  "Email marketing",
  "Doorways",
  "Cashback services",
  "Coupon and promo sites",
  "Motivated traffic",
  "Pop-under",
  "Clickunder",
  "Banner advertising",
  "Push notifications",
  "YouTube",
  "Messengers",
].map((name, i) => ({ id: i + 1, name }));

export const MOBILE_TRAFFIC_TYPES: readonly IdName[] = [
  "In-app advertising",
  "Rewarded video",
  "Mobile web",
  "Incentivised installs",
  "App store optimisation",
  "SMS marketing",
].map((name, i) => ({ id: 101 + i, name }));

export const ADDITIONAL_TRAFFIC_TYPES: readonly IdName[] = [
  { id: 201, name: "Reviews with an affiliate link" },
  { id: 202, name: "Price comparison sites" },
  { id: 203, name: "Influencers" },
];

export const PLATFORMS: readonly IdName[] = [
  "Android",
  "iOS",
  "Huawei AppGallery",
  "Windows",
  "Smart TV",
].map((name, i) => ({ id: i + 1, name }));

export interface CodeName {
  code: string;
  name: string;
}

export const TOOLS: readonly CodeName[] = [
  { code: "deeplink", name: "Deeplink" },
  { code: "coupons", name: "Coupons" },
  { code: "goods", name: "Product feed" },
  { code: "banners", name: "Banners" },
  { code: "rotator", name: "Banner rotator" },
  { code: "textshift", name: "Text shift" },
  { code: "postback", name: "Postback" },
  { code: "api", name: "API" },
];

export const LANGUAGES: readonly CodeName[] = [
  { code: "en", name: "English" },
  { code: "ru", name: "Русский" },
  { code: "br", name: "Português (Brasil)" },
  { code: "es", name: "Español" },
  { code: "de", name: "Deutsch" },
  { code: "fr", name: "Français" },
  { code: "it", name: "Italiano" },
  { code: "pl", name: "Polski" },
  { code: "tr", name: "Türkçe" },
  { code: "uk", name: "Українська" },
  { code: "kk", name: "Қазақ тілі" },
  { code: "id", name: "Bahasa Indonesia" },
  { code: "ja", name: "日本語" },
];

export const OFFER_TAGS = [
  "new",
  "top",
  "exclusive",
  "hot",
  "fast_approval",
  "high_epc",
  "mobile_friendly",
  "cpa_boost",
] as const;

export const LINK_TITLES = [
  "Main page",
  "Catalogue",
  "Sale",
  "Mobile app",
  "Landing page",
  "New arrivals",
] as const;

export const GOAL_TITLES = {
  lead: [
    "Registration",
    "Application",
    "Approved application",
    "First deposit",
    "Subscription",
    "Install",
  ],
  sale: ["Sale", "First order", "Repeat order", "Order over 100"],
} as const;

export const PROMO_TYPES = ["banner", "text link", "landing", "video", "html5"] as const;

export const BANNER_SIZES: readonly IdName[] = [
  "240x400",
  "300x250",
  "728x90",
  "160x600",
  "468x60",
  "320x50",
  "300x600",
  "970x250",
  "120x600",
  "200x200",
].map((name, i) => ({ id: i + 1, name }));

export const NOTIFICATION_CATEGORIES: readonly IdName[] = [
  "Network news",
  "New offers",
  "Offer changes",
  "Paused offers",
  "Payments",
  "Promo codes and coupons",
  "Webinars and events",
].map((name, i) => ({ id: i + 1, name }));
