import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

/**
 * An AbortSignal that aborts when the component unmounts, for requests and waits that must
 * stop with the page. Created inside the effect, so React's development double-mount does not
 * leave an already-aborted signal behind.
 */
export function useUnmountSignal(): () => AbortSignal {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return useCallback(() => {
    controller.current ??= new AbortController();
    return controller.current.signal;
  }, []);
}

/**
 * Gives focus back to the chat's input after a reply (SPEC 4), once React has re-enabled it,
 * unless the visitor has moved focus somewhere else on purpose (outside the chat, or to a link).
 */
export function useRefocus(
  input: RefObject<HTMLInputElement | null>,
  root: RefObject<HTMLElement | null>,
): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const focused = document.activeElement;
    const lost = !focused || focused === document.body;
    const inChat = !!focused && !!root.current?.contains(focused) && focused.tagName !== "A";
    if (lost || inChat) input.current?.focus();
  }, [request, input, root]);
  return useCallback(() => setRequest((count) => count + 1), []);
}
