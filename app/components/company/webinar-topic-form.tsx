import type { WebinarTopicErrors, WebinarTopicField } from "@core/schemas/webinar-topic";
import { webinarTopicLimits } from "@core/schemas/webinar-topic-limits";
import { site } from "@core/site";
import { CircleCheck, LoaderCircle, Send } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { cardVariants } from "~/components/ui/card";
import { Field, FormAlert, TextareaField } from "~/components/ui/field";
import { showToast } from "~/components/ui/toaster";
import { topicForm } from "~/content/webinars";
import { cn } from "~/lib/cn";
import { loadModule, useLazyModule } from "~/lib/use-lazy-module";

const loadChecks = () => import("./webinar-topic-checks");

/** Offline: the send (or the form's checks) could not be fetched. */
const sendFailedMessage = `We could not reach our server. Check your internet connection and try again; your text is still here. You can also e-mail it to ${site.emails.hello}.`;

/** Suggestions go to POST /api/webinar-topics (its contract): 201, 400 with field messages, or 429. */

type Values = Record<WebinarTopicField, string>;
type Status = "idle" | "sending" | "sent";

const fieldOrder: readonly WebinarTopicField[] = ["name", "email", "topic"];
const empty: Values = { name: "", email: "", topic: "" };

function serverFieldErrors(body: unknown): WebinarTopicErrors {
  const fields = (body as { fields?: Record<string, unknown> } | null)?.fields;
  const errors: WebinarTopicErrors = {};
  if (!fields || typeof fields !== "object") return errors;
  for (const field of fieldOrder) {
    const message = fields[field];
    if (typeof message === "string" && message) errors[field] = message;
  }
  return errors;
}

/**
 * "Suggest a Webinar Topic": checked with the shared zod schema, posted as JSON. Errors show
 * beside their fields; a failed send keeps everything typed and says what to do.
 */
export function WebinarTopicForm({ className, ...props }: Omit<React.ComponentProps<"form">, "onSubmit">) {
  const id = useId();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<WebinarTopicErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>("idle");
  const fields = useRef<Partial<Record<WebinarTopicField, HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  );
  const thanks = useRef<HTMLDivElement>(null);
  // The schema and the contract load when the form is first focused; errors only show after a
  // submit, which waits for them, so `checks` is there whenever a field is re-checked.
  const [checks, loadChecksSoon] = useLazyModule(loadChecks);
  /** A second submit while the checks are still loading is ignored. */
  const loading = useRef(false);

  const fieldId = (field: WebinarTopicField) => `${id}-${field}`;

  function focusFirstInvalid(found: WebinarTopicErrors) {
    const first = fieldOrder.find((field) => found[field]);
    if (first) fields.current[first]?.focus();
  }

  function update(field: WebinarTopicField, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field shows an error, re-check it as the visitor fixes it. Fields are not checked on
    // blur: a message appearing or vanishing then would move the submit button under the pointer.
    if (errors[field] && checks) {
      setErrors((current) => ({ ...current, [field]: checks.webinarTopicErrors(next)?.[field] }));
    }
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending" || loading.current) return;
    let loaded: Awaited<ReturnType<typeof loadChecks>>;
    loading.current = true;
    try {
      loaded = await loadModule(loadChecks);
    } catch {
      setFormError(sendFailedMessage);
      return;
    } finally {
      loading.current = false;
    }
    const { apiFetch, webinarTopicContract, webinarTopicErrors, webinarTopicSchema } = loaded;
    const parsed = webinarTopicSchema.safeParse(values);
    if (!parsed.success) {
      const found = webinarTopicErrors(values) ?? {};
      setErrors(found);
      setFormError(null);
      focusFirstInvalid(found);
      return;
    }
    setErrors({});
    setFormError(null);
    setStatus("sending");
    try {
      const result = await apiFetch(webinarTopicContract, { body: parsed.data });
      // Any 2xx stored the suggestion, whatever its body says.
      if (result.ok || result.kind === "unexpected") {
        setStatus("sent");
        setValues(empty);
        requestAnimationFrame(() => thanks.current?.focus());
        void showToast((toast) => toast.success(topicForm.toast));
        return;
      }
      if (result.kind === "network") throw result.error;
      setStatus("idle");
      if (result.status === 400) {
        const found = serverFieldErrors(result.problem);
        setErrors(found);
        const message = (result.problem as { message?: unknown } | null)?.message;
        setFormError(
          typeof message === "string" && message ? message : "Please check the highlighted fields.",
        );
        focusFirstInvalid(found);
      } else if (result.status === 429) {
        setFormError(
          "You have sent several suggestions in a short time. Please wait a minute, then send this one again.",
        );
      } else {
        setFormError(
          `Sorry, we could not save your suggestion (error ${result.status}). Your text is still here: please try again in a moment, or e-mail it to ${site.emails.hello}.`,
        );
      }
    } catch {
      setStatus("idle");
      setFormError(sendFailedMessage);
    }
  }

  if (status === "sent") {
    return (
      <div
        ref={thanks}
        tabIndex={-1}
        role="status"
        className={cn(
          "rounded-2xl border border-brand-300 bg-brand-50 p-6 text-center focus:outline-none sm:p-8",
          className,
        )}
      >
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-brand-700" />
        <p className="mt-4 text-xl font-bold text-ink">{topicForm.thanks}</p>
        <p className="mt-2 text-slate-700">{topicForm.thanksDetail}</p>
        <Button variant="outline" className="mt-6" onClick={() => setStatus("idle")}>
          Suggest another topic
        </Button>
      </div>
    );
  }

  const sending = status === "sending";

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={loadChecksSoon}
      aria-busy={sending}
      className={cn(cardVariants({ padding: "xl" }), className)}
      {...props}
    >
      <p className="text-sm text-slate-600">All fields are required.</p>

      <Field
        className="mt-5"
        label="Your name"
        error={errors.name}
        inputProps={{
          ref: (element) => {
            fields.current.name = element;
          },
          id: fieldId("name"),
          name: "name",
          type: "text",
          autoComplete: "name",
          required: true,
          maxLength: webinarTopicLimits.name.max + 20,
          value: values.name,
          onChange: (event) => update("name", event.target.value),
        }}
      />

      <Field
        className="mt-5"
        label="Email"
        error={errors.email}
        inputProps={{
          ref: (element) => {
            fields.current.email = element;
          },
          id: fieldId("email"),
          name: "email",
          type: "email",
          inputMode: "email",
          autoComplete: "email",
          required: true,
          placeholder: site.emails.example,
          value: values.email,
          onChange: (event) => update("email", event.target.value),
        }}
      />

      <TextareaField
        className="mt-5"
        label="Topic you would like us to cover"
        error={errors.topic}
        hint={
          <>
            {values.topic.trim().length}/{webinarTopicLimits.topic.max}
            <span className="sr-only"> characters</span>
          </>
        }
        hintClassName={values.topic.trim().length > webinarTopicLimits.topic.max ? "text-red-800" : undefined}
        textareaProps={{
          ref: (element) => {
            fields.current.topic = element;
          },
          id: fieldId("topic"),
          name: "topic",
          rows: 4,
          required: true,
          value: values.topic,
          onChange: (event) => update("topic", event.target.value),
          className: "resize-y",
        }}
      />

      {formError && <FormAlert className="mt-5">{formError}</FormAlert>}

      <Button
        type="submit"
        size="lg"
        className="mt-6 w-full aria-disabled:cursor-wait aria-disabled:opacity-70 sm:w-auto"
        aria-disabled={sending || undefined}
      >
        {sending ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        ) : (
          <Send aria-hidden="true" className="size-5" />
        )}
        {sending ? "Sending..." : "Send Suggestion"}
      </Button>
      <p className="sr-only" role="status">
        {sending ? "Sending your suggestion..." : ""}
      </p>
    </form>
  );
}
