import { CircleAlert } from "lucide-react";
import { useId } from "react";
import { cn } from "~/lib/cn";

/** The text box look shared by every form on the site; the border turns red on an error. */
export function controlClass(invalid: boolean, className?: string) {
  return cn(
    "mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none",
    invalid ? "border-red-700" : "border-slate-300",
    className,
  );
}

interface FieldShellProps {
  label: React.ReactNode;
  /** Help under the control (a character or digit count, a format); read after the error. */
  hint?: React.ReactNode;
  hintClassName?: string;
  /** The message shown under the control; sets aria-invalid. */
  error?: string;
  className?: string;
}

interface ControlWiring {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * Label, control, error and hint, wired together: the label names the control, the error and the
 * hint describe it (aria-describedby), and an error marks it aria-invalid.
 */
function FieldShell({
  label,
  hint,
  hintClassName,
  error,
  className,
  controlId,
  describedBy,
  invalid,
  children,
}: FieldShellProps & {
  controlId?: string;
  /** Other elements that describe the control, read after the error and the hint. */
  describedBy?: string;
  /** Marked invalid by something outside the field (an error shown elsewhere). */
  invalid?: boolean;
  children: (wiring: ControlWiring) => React.ReactNode;
}) {
  const fallbackId = useId();
  const id = controlId ?? fallbackId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const wiring: ControlWiring = {
    id,
    "aria-invalid": error || invalid ? true : undefined,
    "aria-describedby":
      [error ? errorId : "", hint !== undefined ? hintId : "", describedBy ?? ""].filter(Boolean).join(" ") ||
      undefined,
  };
  return (
    <div data-slot="field" className={className}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {children(wiring)}
      {(error || hint !== undefined) && (
        <div className="mt-1.5 flex items-start justify-between gap-4 text-sm">
          {/* Only ever inserted or removed, never swapped for a placeholder: a dialog's focus trap
              (Radix) takes focus back when a node is removed while focus moves between fields. */}
          {error && (
            <p id={errorId} className="flex items-start gap-1.5 font-medium text-red-800">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {error}
            </p>
          )}
          {hint !== undefined && (
            <p id={hintId} className={cn("ml-auto shrink-0 text-slate-600 tabular-nums", hintClassName)}>
              {hint}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** A labelled text input with its error and hint. */
export function Field({
  inputProps,
  ...shell
}: FieldShellProps & { inputProps: React.ComponentProps<"input"> }) {
  const { id, className, "aria-describedby": describedBy, "aria-invalid": ariaInvalid, ...rest } = inputProps;
  const invalid = Boolean(shell.error) || ariaInvalid === true || ariaInvalid === "true";
  return (
    <FieldShell {...shell} controlId={id} describedBy={describedBy} invalid={invalid}>
      {(wiring) => <input {...rest} {...wiring} className={controlClass(invalid, className)} />}
    </FieldShell>
  );
}

/** A labelled text area with its error and hint. */
export function TextareaField({
  textareaProps,
  ...shell
}: FieldShellProps & { textareaProps: React.ComponentProps<"textarea"> }) {
  const {
    id,
    className,
    "aria-describedby": describedBy,
    "aria-invalid": ariaInvalid,
    ...rest
  } = textareaProps;
  const invalid = Boolean(shell.error) || ariaInvalid === true || ariaInvalid === "true";
  return (
    <FieldShell {...shell} controlId={id} describedBy={describedBy} invalid={invalid}>
      {(wiring) => <textarea {...rest} {...wiring} className={controlClass(invalid, className)} />}
    </FieldShell>
  );
}

/** A form-level error, above or below the fields: announced at once, with the alert icon. */
export function FormAlert({
  children,
  className,
  ...props
}: React.ComponentProps<"div"> & { children: React.ReactNode }) {
  return (
    <div
      role="alert"
      className={cn(
        "flex items-start gap-2 rounded-xl border border-red-300 bg-red-50 p-4 text-sm font-medium text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700",
        className,
      )}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
