import type { LandingContent } from "@core/landing/types";
import { PageSection } from "~/components/layout/page-section";
import { CardList } from "./card-list";

/** SPEC 2.5 §6: what the host knows about this trade. */
export function IndustryBlock({ block }: { block: LandingContent["industryBlock"] }) {
  return (
    <PageSection headingId="industry-block-heading" title={block.title} lead={block.intro}>
      <CardList items={block.points} columns="md:grid-cols-2" />
    </PageSection>
  );
}
