import { site } from "./site";

/** The icon each point of the Security page shows (the page maps the name to its Lucide icon). */
export const securityIconNames = [
  "Archive",
  "ClipboardList",
  "CreditCard",
  "Eye",
  "FileLock2",
  "FileText",
  "Fingerprint",
  "HeartPulse",
  "KeyRound",
  "Landmark",
  "Lock",
  "ScrollText",
  "ShieldCheck",
  "UserCog",
  "Users",
] as const;
export type SecurityIconName = (typeof securityIconNames)[number];

/**
 * Copy of the Security page (SPEC 2.10), which the answer engine also reads. Careful claims only:
 * nothing here is a certification. Browser-safe data.
 */

export const securityIntro = {
  eyebrow: "Trust and security",
  title: `Security at ${site.product}`,
  lead: `Your callers trust you with addresses, schedules and sometimes health or accident details. Here is how ${site.product} protects them, and your business, from the first ring to the day you delete the recording.`,
  highlights: [
    { icon: "Lock", text: "Encrypted in transit and at rest" },
    { icon: "Fingerprint", text: "MFA and role-based access" },
    { icon: "ShieldCheck", text: "72-hour incident notice" },
  ],
} as const;

export interface SecurityPoint {
  icon: SecurityIconName;
  title: string;
  text: string;
}

export const philosophy = {
  eyebrow: "Our approach",
  title: "Security that fits a small business",
  lead: "You shouldn't need a security team to use a phone host safely. We make the safe choice the default and explain the rest in plain words.",
  points: [
    {
      icon: "Archive",
      title: "Collect only what the call needs",
      text: "The host asks for what it takes to book the job, take the order or route the call, and nothing more. It is not set up to collect card numbers, Social Security numbers or medical records.",
    },
    {
      icon: "KeyRound",
      title: "Lock down what we keep",
      text: "Everything is encrypted, access is limited to the people who need it, and every sensitive action leaves a trail you can review.",
    },
    {
      icon: "Eye",
      title: "Tell you plainly",
      text: "We describe what we do, not what sounds impressive. If something goes wrong, you hear it from us quickly, with the facts and what we're doing about it.",
    },
  ] satisfies SecurityPoint[],
} as const;

export const dataProtection = {
  eyebrow: "Data protection",
  title: "How we protect your calls and data",
  lead: "Recordings, transcripts and caller details are your customer data. We process them only to provide the service you set up, and we never sell them.",
  points: [
    {
      icon: "Lock",
      title: "Encryption in transit",
      text: "The website, dashboard, API and webhooks use TLS 1.2 or later. Connections between our services and to our telephony and messaging carriers are encrypted wherever the carrier supports it.",
    },
    {
      icon: "FileLock2",
      title: "Encryption at rest",
      text: "Databases, call recordings, transcripts and backups are stored encrypted with AES-256. Encryption keys are managed separately from the data they protect and rotated on a schedule.",
    },
    {
      icon: "FileText",
      title: "Call recordings and transcripts",
      text: "Recordings and transcripts are visible only to the users in your account who have permission to see them. Our support staff open them only when you ask for help with a call, and that access is logged.",
    },
    {
      icon: "ClipboardList",
      title: "Retention you control",
      text: "You choose how long recordings and transcripts are kept in your account settings. When an account closes, its customer data is deleted within 90 days; encrypted backups roll off within 35 days after that.",
    },
  ] satisfies SecurityPoint[],
} as const;

export const accessControls = {
  eyebrow: "Access controls",
  title: "The right people, and only them",
  lead: "Access to your account and to our systems is granted on purpose, kept as small as possible, and recorded.",
  points: [
    {
      icon: "Users",
      title: "Roles in your dashboard",
      text: "Owners decide who on the team can listen to recordings, read transcripts, change the host's answers or see billing. Front-desk staff can follow up on calls without touching settings.",
    },
    {
      icon: "Fingerprint",
      title: "SSO and MFA",
      text: "Every dashboard user can turn on multi-factor authentication, and owners can require it for the whole team. Larger teams can sign in through their company's identity provider with single sign-on.",
    },
    {
      icon: "UserCog",
      title: "Least privilege for our team",
      text: `Inside ${site.product}, production access is limited to the engineers who run the service, granted per task, protected by MFA and removed when it is no longer needed.`,
    },
    {
      icon: "ScrollText",
      title: "Audit logs",
      text: "Sign-ins, permission changes, setting changes, recording downloads and any support access to your account are logged, so owners can see who did what, and when.",
    },
  ] satisfies SecurityPoint[],
} as const;

export interface ComplianceItem {
  icon: SecurityIconName;
  name: string;
  /** The careful one-line status shown on the badge. */
  status: string;
  text: string;
}

export const compliance = {
  eyebrow: "Compliance",
  title: "Built to support the rules you work under",
  lead: "No software makes a business compliant on its own. These frameworks shape how we build and run the service, so it can support your own obligations. We don't claim certifications we don't hold.",
  items: [
    {
      icon: "HeartPulse",
      name: "HIPAA",
      status: "Designed to support HIPAA",
      text: "Encryption, access controls and audit logs are designed to support practices that handle protected health information. Talk to us before routing patient or injury-intake calls through your host, so we can review the setup together.",
    },
    {
      icon: "ShieldCheck",
      name: "SOC 2",
      status: "Controls aligned with SOC 2 criteria",
      text: "Our controls are designed around the SOC 2 Trust Services Criteria for security, availability and confidentiality. Ask us about the current status of independent assessments before you rely on one.",
    },
    {
      icon: "Landmark",
      name: "GDPR",
      status: "Designed to support GDPR",
      text: "We act as your processor for caller data, sign a data processing agreement on request, and help you answer requests to access, correct or delete personal information.",
    },
    {
      icon: "CreditCard",
      name: "PCI DSS",
      status: "Card data stays with our payment processor",
      text: `Your subscription is paid through our payment processor, which handles card details directly; full card numbers never reach ${site.product}'s servers. Your host is not set up to take card numbers over the phone.`,
    },
  ] satisfies ComplianceItem[],
} as const;

export const incidentResponse = {
  eyebrow: "Incident response",
  title: "If something goes wrong, you hear it from us within 72 hours",
  text: `If we confirm a security incident that affects your account's data, we notify the account owner within 72 hours of confirming it, by e-mail and by phone. You'll learn what happened, which data was involved, what we have done to contain it, and what, if anything, you should do next. We keep you updated until it is resolved, and we help you notify your own customers where the law requires it.`,
  steps: [
    "Contain the incident and preserve evidence",
    "Work out what data and which accounts are affected",
    "Notify affected account owners within 72 hours",
    "Fix the cause and share what we changed",
  ],
} as const;

export interface SecurityFaq {
  question: string;
  answer: string;
}

export const securityFaqs: readonly SecurityFaq[] = [
  {
    question: "Who can listen to my call recordings?",
    answer:
      "The users in your account whose role allows it, as you set it in the dashboard. Our support staff open a recording only when you ask us for help with that call, and every access is recorded in your audit log.",
  },
  {
    question: "Who owns my call recordings and caller details?",
    answer:
      "You do. Recordings, transcripts and caller details are your customer data: we process them only to provide the service you set up, and we never sell them. You can export them before your subscription ends, and for 30 days after it ends you can ask us for an export.",
  },
  {
    question: "Where is my data stored?",
    answer:
      "In the United States: we're based there and store information there, encrypted at rest. If you're in the EEA, the UK or Switzerland, transfers to the United States are protected by the European Commission's Standard Contractual Clauses or their UK and Swiss equivalents, as our privacy policy explains.",
  },
  {
    question: "How long do you keep recordings and transcripts?",
    answer:
      "As long as you choose in your account settings, and you can delete a call at any time. When an account closes, its recordings, transcripts and caller details are deleted within 90 days, and encrypted backups roll off within 35 days after that.",
  },
  {
    question: "Can my host take card payments over the phone?",
    answer: `No. The host is not set up to collect full card numbers, which keeps card data out of your recordings and transcripts. If a caller wants to pay by phone, the host passes the call to your team or takes a message for a call back. Your own ${site.product} subscription is paid through our payment processor, which handles the card details.`,
  },
  {
    question: `Can I use ${site.product} in a healthcare or legal practice?`,
    answer:
      "Yes, with care. The service is designed to support HIPAA requirements with encryption, access controls and audit logs, and law firms use it for intake. Before routing patient or injury calls through your host, talk to our team so we can review what the host should and shouldn't ask.",
  },
  {
    question: "How do I report a vulnerability or ask a security question?",
    answer: `E-mail ${site.emails.support} with "Security" in the subject line. A member of our security team reads every report, replies within one business day, and keeps you updated until it is resolved. We also answer vendor security questionnaires for customers and prospects.`,
  },
];

export const securityResources = {
  title: "Questions, reviews and reports",
  lead: "Download our security overview for your files or your IT provider, or get in touch with the team that wrote it.",
  overviewPath: "/security-overview.txt",
  reportSubject: "Security",
} as const;
