import { ArrowUp } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { cn } from "~/lib/cn";

/**
 * The message box and send button; Enter sends. Send is disabled while the trimmed text is
 * empty (SPEC 5) or while `disabled` (a reply is pending).
 */
export function ChatComposer({
  id,
  label,
  value,
  onValueChange,
  onSend,
  placeholder,
  disabled = false,
  sendDisabled = false,
  maxLength,
  inputRef,
  inputProps,
  onInputKeyDown,
  footer,
  children,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  onSend: (text: string) => void;
  placeholder: string;
  disabled?: boolean;
  /** Only the send button is disabled (an answer is still coming); typing goes on. */
  sendDisabled?: boolean;
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  /** Extra attributes for the text box (the help center's combobox wiring). */
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
  /** Runs before the composer's own keys; call preventDefault() to take a key over. */
  onInputKeyDown?: (event: React.KeyboardEvent<HTMLInputElement>) => void;
  /** A row under the text box (badges, hints). */
  footer?: ReactNode;
  /** Positioned content under the box, such as a suggestions list. */
  children?: ReactNode;
  className?: string;
}) {
  const blank = value.trim() === "";
  const submit = () => {
    if (!blank && !disabled && !sendDisabled) onSend(value.trim());
  };
  return (
    <form
      className={cn("relative", className)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="rounded-[1.75rem] border border-slate-300 bg-white p-1.5 shadow-sm transition-colors focus-within:border-brand-700 focus-within:ring-1 focus-within:ring-brand-700">
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="sr-only">
            {label}
          </label>
          <input
            ref={inputRef}
            id={id}
            type="text"
            name="message"
            value={value}
            maxLength={maxLength}
            disabled={disabled}
            placeholder={placeholder}
            autoComplete="off"
            enterKeyHint="send"
            onChange={(event) => onValueChange(event.target.value)}
            onKeyDown={onInputKeyDown}
            className="h-11 min-w-0 flex-1 bg-transparent px-3 text-base text-ink placeholder:text-slate-500 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60"
            {...inputProps}
          />
          <button
            type="submit"
            disabled={disabled || sendDisabled || blank}
            aria-label="Send message"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600"
          >
            <ArrowUp aria-hidden="true" className="size-5" />
          </button>
        </div>
        {footer}
      </div>
      {children}
    </form>
  );
}
