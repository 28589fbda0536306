/** The article editor's calls (the rest of the knowledge group: knowledge.test.tsx). */
import { walkTriggers } from "./walk";
import { knowledgeTriggers } from "./triggers/knowledge";

const { getLoreEssayAudit, setLoreEssayAudit } = knowledgeTriggers;

walkTriggers({ getLoreEssayAudit, setLoreEssayAudit });
