/**
 * The account rules (src/lib/validation/account-rules.ts, decisions.md §1) at their exact limits,
 * beyond the property tests of tests/accounts/rules.test.ts: the last value that passes and the
 * first that fails, and the similarity to the e-mail on either side of its thresholds.
 */
import { describe, expect, it } from "vitest";
import {
  codeProblem,
  editDistance,
  emailProblem,
  isContractEmail,
  isTooSimilarToEmail,
  limits,
  longestCommonSubstring,
  newPasswordProblem,
  userNameProblem,
} from "@/lib/validation/account-rules";

describe("limits", () => {
  it("are the contract's", () => {
    expect(limits).toEqual({
      emailMax: 254,
      userNameMin: 2,
      userNameMax: 20,
      passwordMin: 6,
      passwordMax: 30,
      codeLength: 6,
    });
  });
});

describe("e-mail length", () => {
  const DOMAIN = "@example.com";
  it("accepts an address of exactly 254 characters and refuses 255", () => {
    const longest = `${"a".repeat(254 - DOMAIN.length)}${DOMAIN}`;
    expect(isContractEmail(longest)).toBe(true);
    expect(emailProblem(longest)).toBeUndefined();
    expect(isContractEmail(`a${longest}`)).toBe(false);
    expect(emailProblem(`a${longest}`)).toBe("validation.email.invalid");
  });
});

describe("display name length", () => {
  it("accepts 2 and 20 characters and refuses 1 and 21", () => {
    expect(userNameProblem("ab")).toBeUndefined();
    expect(userNameProblem("a")).toBe("validation.userName.length");
    expect(userNameProblem(`a${"b".repeat(19)}`)).toBeUndefined();
    expect(userNameProblem(`a${"b".repeat(20)}`)).toBe("validation.userName.length");
  });

  it("refuses a name made of other characters before looking at its first one", () => {
    expect(userNameProblem("1-")).toBe("validation.userName.characters");
    expect(userNameProblem("1a")).toBe("validation.userName.firstDigit");
  });

  it("judges each user-perceived character whole, not its last code point", () => {
    // U+0600 (an Arabic number sign) joins the letter after it into one character.
    expect(userNameProblem("\u0600abc")).toBe("validation.userName.characters");
    expect(userNameProblem("ab\u0600c")).toBe("validation.userName.characters");
  });
});

describe("verification code", () => {
  it("reads the code without the spaces around it (the form sends it trimmed)", () => {
    expect(codeProblem(" AB12cd ")).toBeUndefined();
    expect(codeProblem("   ")).toBe("validation.code.required");
    expect(codeProblem("AB1 2c")).toBe("validation.code.format");
  });
});

describe("new password length", () => {
  it("accepts 6 and 30 characters and refuses 5 and 31", () => {
    expect(newPasswordProblem("abc123")).toBeUndefined();
    expect(newPasswordProblem("abc12")).toBe("validation.password.length");
    expect(newPasswordProblem(`a1${"b".repeat(28)}`)).toBeUndefined();
    expect(newPasswordProblem(`a1${"b".repeat(29)}`)).toBe("validation.password.length");
  });
});

describe("similarity to the e-mail", () => {
  it("is never found with a blank password or a blank e-mail", () => {
    expect(isTooSimilarToEmail("", "abc@example.com")).toBe(false);
    expect(isTooSimilarToEmail("abc", "")).toBe(false);
    expect(isTooSimilarToEmail("abc", "   ")).toBe(false);
    expect(newPasswordProblem("abc123", "")).toBeUndefined();
  });

  it("is found below an edit distance of 5 from the local part, not at 5", () => {
    // "qwerty" → "qXXXX9": five substitutions; only one character in common.
    expect(isTooSimilarToEmail("qxxxx9", "qwerty@example.com")).toBe(false);
    expect(newPasswordProblem("qxxxx9", "qwerty@example.com")).toBeUndefined();
    // Four substitutions.
    expect(isTooSimilarToEmail("qwxxx9", "qwerty@example.com")).toBe(true);
    expect(newPasswordProblem("qwxxx9", "qwerty@example.com")).toBe("validation.password.similar");
  });

  it("is found below an edit distance of 5 from the whole address too", () => {
    expect(isTooSimilarToEmail("a1@b.cde", "a@b.cd")).toBe(true);
    expect(isTooSimilarToEmail("A1@B.CDE", " a@b.cd ")).toBe(true);
  });

  it("is found when half the password is one run from the local part, not below half", () => {
    // 10 characters, 5 of them copied: similar.
    expect(isTooSimilarToEmail("Q1R2Pwxyzv", "wxyzv@mail.com")).toBe(true);
    expect(isTooSimilarToEmail("Q1R2PWXYZV", "wxyzv@mail.com")).toBe(true);
    // 10 characters, 4 of them copied: not.
    expect(isTooSimilarToEmail("Q1R2Ptwxyz", "wxyzv@mail.com")).toBe(false);
  });

  it("leaves the domain out: a password that repeats the provider's name is not similar", () => {
    expect(isTooSimilarToEmail("hotmail123x", "jq@hotmail.com")).toBe(false);
    expect(newPasswordProblem("hotmail123x", "jq@hotmail.com")).toBeUndefined();
  });

  it("takes the local part before the last @", () => {
    expect(isTooSimilarToEmail("Zk9Pwhoami", '"a@b"whoami@mail.com')).toBe(true);
  });

  it("compares with the whole address when nothing comes before its @", () => {
    // 8 of 13 characters copied from "@abcdefgh", whose edit distance is 6.
    expect(isTooSimilarToEmail("abcdefghXYZWV", "@abcdefgh")).toBe(true);
  });
});

describe("edit distance and common runs", () => {
  it("measure over user-perceived characters", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("flaw", "lawn")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("abc", "")).toBe(3);
    expect(editDistance("👍🏽a", "a")).toBe(1);
    expect(longestCommonSubstring("xabcy", "zabcw")).toBe(3);
    expect(longestCommonSubstring("abc", "")).toBe(0);
    expect(longestCommonSubstring("题目abc", "目ab")).toBe(3);
    expect(longestCommonSubstring("ab12ab123", "123ab12")).toBe(4);
  });
});
