import { type ForumCategoryCopy, forumCategoryCopy } from "@core/community";
import { BookOpenText, type LucideIcon, Plug, Rocket } from "lucide-react";

/** The Community page's copy lives in core/community.ts (the chat answers from it); the page adds icons. */
export {
  type CommunityEvent,
  type CommunityStat,
  communityEvents,
  communityIntro,
  communityLeaders,
  communityStats,
  rsvpMailto,
} from "@core/community";

export interface ForumCategory extends ForumCategoryCopy {
  icon: LucideIcon;
}

const icons: Record<ForumCategoryCopy["iconName"], LucideIcon> = {
  rocket: Rocket,
  book: BookOpenText,
  plug: Plug,
};

export const forumCategories: readonly ForumCategory[] = forumCategoryCopy.map((category) => ({
  ...category,
  icon: icons[category.iconName],
}));
