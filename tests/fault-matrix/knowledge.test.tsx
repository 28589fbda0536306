/** The knowledge pages' calls but the editor's (knowledge-editor.test.tsx walks those). */
import { walkTriggers } from "./walk";
import { knowledgeTriggers } from "./triggers/knowledge";

const { getLoreEssayAudit: _read, setLoreEssayAudit: _save, ...pages } = knowledgeTriggers;

walkTriggers(pages);
