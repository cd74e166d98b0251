import { Fragment, type ReactNode, useMemo } from "react";
import { type ChatBlock, type ChatInline, parseChatText } from "~/lib/chat/chat-text";
import { cn } from "~/lib/cn";

/** Counts down the characters still allowed on screen while a reply is being typed. */
interface Budget {
  left: number;
}

function renderInline(nodes: readonly ChatInline[], budget: Budget): ReactNode[] {
  const out: ReactNode[] = [];
  for (const [index, node] of nodes.entries()) {
    if (budget.left <= 0) break;
    if (node.type === "text") {
      const text = node.text.slice(0, budget.left);
      budget.left -= text.length;
      out.push(<Fragment key={index}>{text}</Fragment>);
    } else if (node.type === "bold") {
      out.push(
        <strong key={index} className="font-semibold">
          {renderInline(node.children, budget)}
        </strong>,
      );
    } else {
      out.push(
        <a
          key={index}
          href={node.href}
          className="font-medium text-brand-800 underline underline-offset-2 [overflow-wrap:anywhere] hover:text-brand-900"
          {...(node.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          {renderInline(node.children, budget)}
          {node.external && <span className="sr-only"> (opens in a new tab)</span>}
        </a>,
      );
    }
  }
  return out;
}

/** Lines of one paragraph or items of one list, each separator costing one character. */
function renderLines(
  lines: readonly ChatInline[][],
  budget: Budget,
  wrap: (content: ReactNode[], key: number) => ReactNode,
) {
  const out: ReactNode[] = [];
  for (const [index, line] of lines.entries()) {
    // The separator ("\n") costs one character; the next line shows with its first character.
    if (index > 0) {
      if (budget.left <= 1) break;
      budget.left -= 1;
    }
    out.push(wrap(renderInline(line, budget), index));
  }
  return out;
}

/** React elements for parsed chat text; with `limit`, only its first `limit` visible characters. */
export function renderChatBlocks(
  blocks: readonly ChatBlock[],
  limit = Number.POSITIVE_INFINITY,
): ReactNode[] {
  const budget: Budget = { left: limit };
  const out: ReactNode[] = [];
  for (const [index, block] of blocks.entries()) {
    // The separator ("\n") costs one character; the next line shows with its first character.
    if (index > 0) {
      if (budget.left <= 1) break;
      budget.left -= 1;
    }
    if (block.type === "paragraph") {
      out.push(
        <p key={index}>
          {renderLines(block.lines, budget, (content, key) => (
            <Fragment key={key}>
              {key > 0 && <br />}
              {content}
            </Fragment>
          ))}
        </p>,
      );
    } else {
      out.push(
        <ul key={index} className="list-disc space-y-1 pl-5">
          {renderLines(block.items, budget, (content, key) => (
            <li key={key}>{content}</li>
          ))}
        </ul>,
      );
    }
  }
  return out;
}

/**
 * A chat message's text: bold, links, bare URLs and "- " lists, built as React elements (never
 * as HTML). `visible` limits it to that many visible characters while the reply is typed out.
 */
export function ChatText({
  text,
  visible,
  className,
}: {
  text: string;
  visible?: number;
  className?: string;
}) {
  const blocks = useMemo(() => parseChatText(text), [text]);
  return (
    <div className={cn("space-y-3 [overflow-wrap:anywhere]", className)}>
      {renderChatBlocks(blocks, visible)}
    </div>
  );
}
