/**
 * The bundled spec holds exactly the 82 operations of shared/spec/decisions.md §2, with those
 * paths, methods and operationIds, each with its result-code list.
 */
import { describe, expect, it } from "vitest";
import spec from "@/generated/openapi.json";
import { loadSpecOperations, type BundledSpec } from "../../scripts/spec-operations";
import { operations } from "@/generated/operations";
import { transport } from "@/generated/transport";

// decisions.md §2, as written there: prefix → "segment operationId" pairs.
const table: Record<string, string> = {
  "/api/auth/":
    "verifysession verifySession · accountregister accountRegister · accountlogin accountLogin · accountgetcode accountGetCode · accountresetpwdcode accountResetPwdCode · accountresetpwd accountResetPwd",
  "/api/sns/":
    "selectcommentall selectCommentAll · selectreplyall selectReplyAll · getcollectuser getCollectUser · getfolloweruser getFollowerUser · getfolloweeuser getFolloweeUser",
  "/api/sns/user/":
    "addcomment addComment · addreply addReply · commentuserall commentUserAll · replyuserall replyUserAll · delcomment delComment · delreply delReply · getcollect getCollect · replacecollect replaceCollect · delcollect delCollect · like like · getfollowee getFollowee · getfollower getFollower · followop followOp",
  "/api/basesys/":
    "commreportevent commReportEvent · getglobaltypedata getGlobalTypeData · getadvertise getAdvertise · getadvertisepos getAdvertisePos · getlituserdata getLitUserData · getglobalstatdata getGlobalStatData · emailcollect emailCollect",
  "/api/basesys/user/":
    "complaint complaint · setlituserdata setLitUserData · inituploadlscos initUploadLsCos",
  "/api/loreessay/":
    "getloreessay getLoreEssay · getloreessayall getLoreEssayAll · batchgetloreessay batchGetLoreEssay · getloreessayhotall getLoreEssayHotAll · getloreessayhome getLoreEssayHome · getloreuserhome getLoreUserHome",
  "/api/loreessay/user/":
    "getloreessayaudit getLoreEssayAudit · getloreessayauditall getLoreEssayAuditAll · setloreessayaudit setLoreEssayAudit · delloreessayaudit delLoreEssayAudit · getauditpostsall getAuditPostsAll",
  "/api/works/":
    "getworks getWorks · getworksall getWorksAll · batchgetworks batchGetWorks · getworksuserall getWorksUserAll",
  "/api/works/user/":
    "getworksaudit getWorksAudit · setworksaudit setWorksAudit · delworksaudit delWorksAudit · userfinish userFinish · userdraft userDraft",
  "/api/token/user/":
    "projectapplyadd projectApplyAdd · projectapplyget projectApplyGet · projectbalancelist projectBalanceList · projectaddkey projectAddKey · projectdaylimitedit projectDayLimitEdit · projectbillingdetails projectBillingDetails · projectname projectName · projectopdetails projectOpDetails · projectbalancerenew projectBalanceRenew · projectbalanceapply projectBalanceApply",
  "/api/gatetown/":
    "getuid getUid · joinroom joinRoom · setrole setRole · startgame startGame · getroomstatus getRoomStatus · getroomusers getRoomUsers · startchat startChat · userchat userChat · endchat endChat · action gameAction · playgame playGame · endgame endGame",
  "/api/token/":
    "openai/v1/chat/completions createChatCompletion · claude/v1/message createClaudeMessage · openai/v1/audio/transcriptions createTranscription · openai/v1/audio/speech createSpeech",
  "/comfyui/": "prompt queuePrompt",
  "/log/": "report logReport",
};
const expected = Object.entries(table).flatMap(([prefix, pairs]) =>
  pairs.split(" · ").map((pair) => {
    const [segment, operationId] = pair.split(" ");
    return { path: `${prefix}${segment}`, operationId: operationId! };
  }),
);
const providerShaped = new Set([
  "createChatCompletion",
  "createClaudeMessage",
  "createTranscription",
  "createSpeech",
  "queuePrompt",
]);
const resultCodes = new Set(
  (spec as unknown as { components: { schemas: { ResultCode: { enum: number[] } } } }).components
    .schemas.ResultCode.enum,
);
const specOperations = loadSpecOperations(spec as unknown as BundledSpec);

describe("the contract's scope (decisions.md §2)", () => {
  it("lists 82 operations", () => {
    expect(expected).toHaveLength(82);
    expect(specOperations).toHaveLength(82);
  });

  it.each(expected)("$operationId is POST $path", ({ path, operationId }) => {
    const found = specOperations.filter((op) => op.operationId === operationId);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ path, method: "post" });
  });

  it("gives every operation a result-code list drawn from the catalogue", () => {
    for (const op of specOperations) {
      const raw = (spec as unknown as BundledSpec).paths[op.path]![op.method] as unknown as Record<
        string,
        unknown
      >;
      expect(raw["x-result-codes"], op.operationId).toBeInstanceOf(Array);
      if (providerShaped.has(op.operationId)) {
        expect(op.envelope, op.operationId).toBe(false);
        continue;
      }
      expect(op.resultCodes, op.operationId).toContain(0);
      for (const code of op.resultCodes)
        expect(resultCodes.has(code), `${op.operationId} ${code}`).toBe(true);
      if (op.session) expect(op.resultCodes, op.operationId).toContain(100);
    }
  });

  it("has the catalogue 0, 100, 1301-1318, 1501, 1502", () => {
    const catalogue = [0, 100, ...Array.from({ length: 18 }, (_, i) => 1301 + i), 1501, 1502];
    expect([...resultCodes].sort((a, b) => a - b)).toEqual(catalogue);
  });

  it("puts each operation in exactly one of the seven groups", () => {
    const groups = new Set(Object.values(operations).map((op) => op.group));
    expect([...groups].sort()).toEqual(
      ["auth", "console", "creator", "knowledge", "social", "system", "works"].sort(),
    );
  });

  it("gives the HTTP client each operation's id and answer by its path (transport.ts)", () => {
    expect(Object.keys(transport)).toHaveLength(82);
    for (const op of specOperations) {
      const [operationId, answer] = transport[op.path] ?? [];
      expect(operationId, op.path).toBe(op.operationId);
      if (providerShaped.has(op.operationId)) expect(answer, op.operationId).toBe(false);
      else expect(answer ?? [0], op.operationId).toEqual(op.successCodes);
    }
    expect(transport["/api/basesys/user/complaint"]).toEqual(["complaint", [0, 1502]]);
  });
});
