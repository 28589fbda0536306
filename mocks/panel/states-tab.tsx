/**
 * Data states by sentence (docs/decisions/0079-state-links.md): search the provider-state
 * sentences and templates, apply some (all or nothing), and copy a link that reproduces the states
 * applied in this session together with the armed faults.
 */
import { useMemo, useState } from "react";
import { Button, Callout, Classes, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { SearchIcon, TickIcon } from "@blueprintjs/icons";
import { formatFaultList } from "../core/faults";
import { withMockParam } from "../core/url-faults";
import { withStateParams } from "../core/url-states";
import type { MockControls } from "../controls";
import { useRefresh } from "./use-backend";
import { LinkField, type PanelMessage } from "./link-field";

interface Props {
  controls: MockControls;
  tick: number;
}

/** At most this many matches are listed (the search narrows them). */
const SHOWN = 40;

/** A link to this page that applies the session's states and arms the current faults. */
export function stateLink(controls: MockControls, href = location.href): string {
  return withStateParams(
    withMockParam(href, formatFaultList(controls.faults())),
    controls.appliedStates(),
  );
}

export function StatesTab({ controls }: Props) {
  const known = useMemo(() => controls.knownStates(), [controls]);
  const all = useMemo(() => [...known.templates, ...known.states], [known]);
  const [search, setSearch] = useState("");
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<PanelMessage>();
  const [, refresh] = useRefresh();
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const matches = all.filter((s) => words.every((w) => s.toLowerCase().includes(w)));
  const linkError = controls.stateError();
  const applied = controls.appliedStates();
  const link = stateLink(controls);

  const use = (sentence: string) =>
    setText((t) => (t.trim() ? `${t.trimEnd()}\n${sentence}` : sentence));
  const apply = async () => {
    const sentences = text
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
    setBusy(true);
    try {
      const done = await controls.applyStates(sentences);
      setMessage({
        intent: "success",
        text: `Applied ${done.length} state(s). Reload the page to see them.`,
      });
      setText("");
    } catch (error) {
      setMessage({
        intent: "danger",
        text: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
      refresh();
    }
  };

  return (
    <div>
      {linkError && !message && (
        <Callout
          intent="danger"
          title="The state link applied nothing"
          style={{ marginBottom: 12 }}
        >
          {linkError}
        </Callout>
      )}
      <FormGroup
        label="Search the state sentences"
        labelFor="qa-state-search"
        helperText="A {placeholder} takes any value; {name:a|b} one of the choices."
      >
        <InputGroup
          id="qa-state-search"
          type="search"
          leftIcon={<SearchIcon />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </FormGroup>
      <ul
        aria-label="State sentences"
        className={Classes.LIST_UNSTYLED}
        style={{ maxHeight: 220, overflowY: "auto" }}
      >
        {matches.slice(0, SHOWN).map((sentence) => (
          <li
            key={sentence}
            style={{ display: "flex", gap: 8, alignItems: "center", padding: "2px 0" }}
          >
            <span style={{ flex: 1 }}>{sentence}</span>
            <Button
              size="small"
              variant="minimal"
              text="Use"
              aria-label={`Use: ${sentence}`}
              onClick={() => use(sentence)}
            />
          </li>
        ))}
      </ul>
      {matches.length > SHOWN && (
        <p className={Classes.TEXT_MUTED}>{matches.length - SHOWN} more: narrow the search.</p>
      )}

      <FormGroup
        label="States to apply (one a line, in order)"
        labelFor="qa-states"
        style={{ marginTop: 12 }}
      >
        <TextArea
          id="qa-states"
          fill
          rows={3}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
      </FormGroup>
      <Button
        icon={<TickIcon />}
        intent="primary"
        text="Apply"
        loading={busy}
        disabled={!text.trim()}
        onClick={() => void apply()}
      />
      {message && (
        <Callout intent={message.intent} style={{ marginTop: 12 }} role="status">
          {message.text}
        </Callout>
      )}

      {applied.length > 0 && (
        <>
          <h4 className={Classes.HEADING} style={{ marginTop: 16 }}>
            Applied in this session
          </h4>
          <ol aria-label="Applied states">
            {applied.map((sentence, index) => (
              <li key={`${index}-${sentence}`}>{sentence}</li>
            ))}
          </ol>
        </>
      )}

      <LinkField
        id="qa-state-link"
        label="Link that reproduces these states and faults"
        link={link}
        buttonText="Copy a link"
        onMessage={setMessage}
      />
    </div>
  );
}
