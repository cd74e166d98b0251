import { billingTerms } from "./billing-terms";
import { formatUsd, plans } from "./plans";
import { site } from "./site";
import { storageTableMarkdown } from "./storage";

/**
 * The {{tokens}} that Markdown content (articles, legal pages) may use instead of literal brand
 * values, so prices, numbers and names come from the one config.
 */
export const contentTokens: Readonly<Record<string, string>> = {
  product: site.product,
  company: site.company,
  "price.basic": formatUsd(plans.basic.monthlyPrice),
  "price.pro": formatUsd(plans.pro.monthlyPrice),
  "price.enterprise": formatUsd(plans.enterprise.monthlyPrice),
  "phone.sales": site.phones.sales.display,
  "email.support": site.emails.support,
  "email.hello": site.emails.hello,
  "email.privacy": site.emails.privacy,
  "office.main": `${site.offices[0].address}, ${site.offices[0].stateLine}`,
  trialDays: String(site.trialDays),
  "billing.priceChangeNoticeDays": String(billingTerms.priceChangeNoticeDays),
  "billing.unpaidSuspensionDays": String(billingTerms.unpaidSuspensionDays),
  siteUrl: site.url,
  author: site.author.name,
  /** The cookie policy's table, generated from core/storage.ts. */
  "storage.table": storageTableMarkdown(),
};

/** Replaces every {{token}}; an unknown token is an error, so a typo never reaches a page. */
export function fillTokens(text: string, source = "content"): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => {
    const value = contentTokens[name];
    if (value === undefined) throw new Error(`Unknown token {{${name}}} in ${source}`);
    return value;
  });
}
