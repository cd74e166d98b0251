import { site } from "@core/site";
import { Play } from "lucide-react";
import { useRef, useState } from "react";

/** Where an embeddable setup video may come from, and what the player says it loads from. */
const videoHosts = [
  {
    name: "YouTube",
    hosts: ["www.youtube.com", "youtube.com", "www.youtube-nocookie.com"],
    path: /^\/embed\/[\w-]{6,20}$/,
  },
  { name: "Vimeo", hosts: ["player.vimeo.com"], path: /^\/video\/\d{4,12}$/ },
] as const;

export interface EmbeddableVideo {
  /** The player address, with autoplay on (it loads only when the visitor asks for it). */
  src: string;
  provider: (typeof videoHosts)[number]["name"];
}

/**
 * The configured WELCOME_VIDEO_URL as a player address, or null when it is unset or anything other
 * than an https YouTube (/embed/ID) or Vimeo (player.vimeo.com/video/ID) embed URL.
 */
export function embeddableVideo(url: string | undefined): EmbeddableVideo | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" || parsed.username || parsed.password || parsed.port) return null;
  const match = videoHosts.find(
    (video) =>
      (video.hosts as readonly string[]).includes(parsed.hostname) && video.path.test(parsed.pathname),
  );
  if (!match) return null;
  parsed.hash = "";
  parsed.searchParams.set("autoplay", "1");
  return { src: parsed.toString(), provider: match.name };
}

/**
 * Click to load: nothing is fetched from the video site until the visitor presses play, so the
 * page stays fast and no third party sees a visit that never watches.
 */
export function SetupVideo({ video }: { video: EmbeddableVideo }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const title = `${site.product} setup guide`;

  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink shadow-lg">
      {playing ? (
        <iframe
          ref={frame}
          src={video.src}
          title={`${title} video`}
          className="absolute inset-0 size-full"
          allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => frame.current?.focus()}
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-800 via-brand-900 to-ink p-6 text-center text-white"
        >
          <span
            aria-hidden="true"
            className="flex size-16 items-center justify-center rounded-full bg-white text-brand-800 shadow-xl transition group-hover:scale-105 motion-reduce:transition-none sm:size-20"
          >
            <Play className="ml-1 size-8 fill-current sm:size-10" />
          </span>
          <span className="text-lg font-bold sm:text-2xl">Play the {title} video</span>
          <span className="text-sm text-brand-100">Plays from {video.provider} when you press play.</span>
        </button>
      )}
    </div>
  );
}
