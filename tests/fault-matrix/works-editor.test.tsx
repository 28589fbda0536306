/** The image post editor's save (the rest of the works group: works.test.tsx). */
import { walkTriggers } from "./walk";
import { worksTriggers } from "./triggers/works";

const { setWorksAudit } = worksTriggers;

walkTriggers({ setWorksAudit });
