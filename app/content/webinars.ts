import { site } from "@core/site";
import { type OnDemandWebinar, sessionTimeLabels, type UpcomingWebinar } from "@core/webinars";

/** The /webinars page: the topic form's words and the e-mails its buttons open (core/webinars.ts has the sessions). */

export {
  noUpcomingSessions,
  type OnDemandWebinar,
  onDemandWebinars,
  type SessionKind,
  type SessionTimeLabels,
  sessionTimeLabels,
  type UpcomingWebinar,
  upcomingAt,
  upcomingWebinars,
  webinarsPage,
} from "@core/webinars";

export const topicForm = {
  title: "Suggest a Webinar Topic",
  lead: "Tell us what you want to learn. We plan each month's sessions from these suggestions.",
  ideas: [
    "A setup question you could not answer from the dashboard",
    "A call your business gets that you are not sure the AI host can handle",
    "An integration you would like to see walked through live",
  ],
  thanks: "Thank you! Your topic suggestion is in.",
  /** The toast that confirms the form was sent, wherever the visitor has scrolled to. */
  toast: "Topic suggestion sent",
  thanksDetail: `We read every suggestion and plan upcoming sessions around them. If we schedule yours, we will e-mail you an invitation.`,
} as const;

/** 1385 becomes "1,385". */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** The "Register Now" e-mail: to the team's inbox, with the session in the subject. */
export function registrationMailto(session: UpcomingWebinar): string {
  const labels = sessionTimeLabels(session);
  const subject = `Webinar registration: ${session.title} (${labels.date})`;
  const body = [
    `Please register me for "${session.title}" on ${labels.date}, ${labels.time}.`,
    "",
    "Name:",
    "Business name:",
    "Industry:",
    "Questions I'd like covered:",
  ].join("\n");
  return `mailto:${site.emails.hello}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** "Request the recording": an e-mail asking for the replay link. */
export function recordingMailto(item: OnDemandWebinar): string {
  const subject = `Recording request: ${item.title}`;
  const body = `Please send me the link to the recording of "${item.title}".\n\nName:\nBusiness name:`;
  return `mailto:${site.emails.hello}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
