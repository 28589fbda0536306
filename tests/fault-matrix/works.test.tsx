/** The works pages' calls but the image editor's save (works-editor.test.tsx walks it). */
import { walkTriggers } from "./walk";
import { worksTriggers } from "./triggers/works";

const { setWorksAudit: _save, ...pages } = worksTriggers;

walkTriggers(pages);
