import { helpPersonas, localModelName } from "@core/knowledge/help-center-menus";
import { Bot, Cpu, Users } from "lucide-react";
import type { HelpModel } from "~/lib/chat/help-api";
import type { Backend, HelpMenu } from "~/lib/chat/help-center-state";
import { ChatDropdown } from "./chat-dropdown";

export const modelNames: Record<HelpModel, string> = { openai: "OpenAI", local: localModelName };

/** The help center's two dropdowns (SPEC 2.9): the personas' common questions, and the model. */
export function HelpCenterToolbar({
  model,
  backend,
  openMenu,
  onMenuChange,
  onAsk,
  onChooseModel,
}: {
  model: HelpModel;
  backend: Backend;
  openMenu: HelpMenu | null;
  onMenuChange: (menu: HelpMenu, open: boolean) => void;
  onAsk: (question: string) => void;
  onChooseModel: (model: HelpModel) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ChatDropdown
        size="sm"
        label="Personas"
        icon={<Users aria-hidden="true" className="size-4 text-brand-700" />}
        open={openMenu === "personas"}
        onOpenChange={(open) => onMenuChange("personas", open)}
        sections={helpPersonas.map((persona) => ({
          heading: persona.name,
          items: persona.questions.map((question) => ({
            id: `${persona.name}: ${question}`,
            label: question,
          })),
        }))}
        onSelect={(item) => onAsk(item.label)}
      />
      <ChatDropdown
        size="sm"
        // As wide as the longest model name, so the toolbar doesn't jump when the model flips.
        buttonClassName="min-w-52 justify-between"
        label={modelNames[model]}
        buttonLabel={`Model: ${modelNames[model]}`}
        icon={
          model === "openai" ? (
            <Bot aria-hidden="true" className="size-4 text-brand-700" />
          ) : (
            <Cpu aria-hidden="true" className="size-4 text-brand-700" />
          )
        }
        align="end"
        open={openMenu === "model"}
        onOpenChange={(open) => onMenuChange("model", open)}
        sections={[
          {
            heading: "Model",
            chosen: model,
            items: [
              {
                id: "openai",
                label: modelNames.openai,
                hint:
                  backend === "unavailable"
                    ? "Unavailable right now"
                    : "A language model, grounded in our help articles",
              },
              { id: "local", label: modelNames.local, hint: "Answers straight from our help articles" },
            ],
          },
        ]}
        onSelect={(item) => onChooseModel(item.id as HelpModel)}
      />
    </div>
  );
}
