import { chatContract, chatFollowUpsContract } from "./chat";
import type { ApiContract } from "./contract";
import { submitLeadContract, webinarTopicContract } from "./forms";
import { helpChatContract } from "./help";
import { helpHealthContract } from "./help-health";
import { healthContract, productOpenApiContract, readyContract, websiteOpenApiContract } from "./operations";
import {
  checkoutSessionContract,
  paymentSessionContract,
  paymentsConfigContract,
  stripeWebhookContract,
  testPaymentMethodContract,
  trialSubscriptionContract,
} from "./payments";
import { industryPlansContract } from "./plans";

/**
 * Every endpoint of the website's API. The server registers each from its contract, and a test
 * fails when a registered /api route is missing here or a contract here is not registered.
 * The browser imports the one module it calls (./chat, ./forms, ...), not this list.
 */
export const apiContracts: readonly ApiContract[] = [
  healthContract,
  readyContract,
  productOpenApiContract,
  websiteOpenApiContract,
  webinarTopicContract,
  submitLeadContract,
  industryPlansContract,
  paymentsConfigContract,
  testPaymentMethodContract,
  trialSubscriptionContract,
  checkoutSessionContract,
  paymentSessionContract,
  stripeWebhookContract,
  chatContract,
  chatFollowUpsContract,
  helpHealthContract,
  helpChatContract,
];
