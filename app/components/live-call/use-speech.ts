import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Voice for the live demo call, where the browser has it (Web Speech API): the host's lines spoken
 * aloud, and the caller's words heard through the microphone. Both off until the visitor turns
 * them on; the call works fully by text without them.
 */
export function useSpeechOutput() {
  const [supported, setSupported] = useState(false);
  const [enabled, setEnabledState] = useState(false);
  useEffect(() => setSupported(typeof window !== "undefined" && "speechSynthesis" in window), []);
  useEffect(() => () => window.speechSynthesis?.cancel(), []);
  const setEnabled = useCallback((on: boolean) => {
    setEnabledState(on);
    if (!on) window.speechSynthesis?.cancel();
  }, []);
  const speak = useCallback(
    (text: string) => {
      if (!enabled || !supported) return;
      window.speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = "en-US";
      window.speechSynthesis.speak(utterance);
    },
    [enabled, supported],
  );
  return { supported, enabled, setEnabled, speak };
}

interface RecognitionLike {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}

type RecognitionConstructor = new () => RecognitionLike;

function recognitionClass(): RecognitionConstructor | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

export function useSpeechInput(onHeard: (text: string) => void) {
  const [supported, setSupported] = useState(false);
  const [listening, setListening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<RecognitionLike | null>(null);
  const heard = useRef(onHeard);
  heard.current = onHeard;
  useEffect(() => setSupported(recognitionClass() !== undefined), []);
  useEffect(() => () => recognition.current?.stop(), []);
  const start = useCallback(() => {
    const Recognition = recognitionClass();
    if (!Recognition) return;
    const r = new Recognition();
    r.lang = "en-US";
    r.interimResults = false;
    r.maxAlternatives = 1;
    r.onresult = (event) => {
      const text = event.results[0]?.[0]?.transcript;
      if (text) heard.current(text);
    };
    r.onerror = (event) => {
      setError(
        event.error === "not-allowed"
          ? "The microphone is blocked for this site. You can keep typing instead."
          : "I couldn't hear that. Try again, or type instead.",
      );
    };
    r.onend = () => setListening(false);
    recognition.current = r;
    setError(null);
    setListening(true);
    r.start();
  }, []);
  const stop = useCallback(() => recognition.current?.stop(), []);
  return { supported, listening, error, start, stop };
}
