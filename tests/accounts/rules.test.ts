/**
 * Property tests of every account validator (platform.md §5, decisions.md §1): inputs generated
 * from a rule pass it; each kind of invalid input fails with its own message. The yup schemas are
 * checked to answer the same messages, and every message exists in both languages.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bodyRules } from "@/generated/rules";
import {
  RULE_KEYS,
  codeProblem,
  confirmProblem,
  editDistance,
  emailProblem,
  isTooSimilarToEmail,
  longestCommonSubstring,
  newPasswordProblem,
  signInPasswordProblem,
  userNameProblem,
} from "@/lib/validation/account-rules";
import { graphemeLength } from "@/lib/graphemes";
import {
  forgetSchema,
  resetSchema,
  signInSchema,
  signUpSchema,
  type SignUpValues,
} from "@/features/accounts/forms/schemas";
import en from "@/locales/en/accounts.json";
import zh from "@/locales/zh-cn/accounts.json";

// The spec's x-client-rules patterns, which the rule functions must agree with.
const accountRegisterBodyUserNameRegExp = new RegExp(bodyRules.accountRegister.user_name.pattern);
const accountRegisterBodyUserPasswordRegExp = new RegExp(
  bodyRules.accountRegister.user_password.pattern,
);
const accountRegisterBodyCheckCodeRegExp = new RegExp(bodyRules.accountRegister.check_code.pattern);

// ── character classes of the rules ─────────────────────────────────────────────────────────────
const chars = (from: string, to: string) =>
  Array.from({ length: to.charCodeAt(0) - from.charCodeAt(0) + 1 }, (_, i) =>
    String.fromCharCode(from.charCodeAt(0) + i),
  );
const LOWER = chars("a", "z");
const UPPER = chars("A", "Z");
const DIGITS = chars("0", "9");
const latin = fc.constantFrom(...LOWER, ...UPPER);
const digit = fc.constantFrom(...DIGITS);
const chinese = fc.integer({ min: 0x4e00, max: 0x9fff }).map((c) => String.fromCharCode(c));
const nameChar = fc.oneof(latin, digit, chinese);
const nameStart = fc.oneof(latin, chinese);
/** Characters a display name may not hold (symbols, spaces, accents, full-width, emoji, kana). */
const notNameChar = fc.oneof(
  fc.constantFrom(..."!@#$%^&*()_+-=[]{};:'\",.<>/?\\|`~ \t"),
  fc.constantFrom(
    "é",
    "ß",
    "Ω",
    "Ａ",
    "１",
    "。",
    "，",
    "😀",
    "👍🏽",
    "あ",
    "한",
    "\u3000",
    "e\u0301",
  ),
);
const WHITESPACE = [" ", "\t", "\n", "\u00a0", "\u3000"];
/** Password characters other than letters, digits, whitespace and Chinese (each one grapheme). */
const passwordOther = fc.oneof(
  fc.constantFrom(..."!#$%&()*+,-./:;<=>?@[]^_{|}~"),
  fc.constantFrom("é", "ß", "Ω", "😀", "👍🏽", "あ"),
);
const passwordChar = fc.oneof(latin, digit, passwordOther);

const insertAt = (text: string[], index: number, value: string) => [
  ...text.slice(0, index),
  value,
  ...text.slice(index),
];

const unit = (arb: fc.Arbitrary<string>, minLength: number, maxLength: number) =>
  fc.array(arb, { minLength, maxLength });

// ── generators of valid inputs ──────────────────────────────────────────────────────────────────
const validName = fc
  .tuple(nameStart, unit(nameChar, 1, 19))
  .map(([first, rest]) => [first, ...rest].join(""));

/** 6-30 characters with a letter and a digit, no whitespace, no Chinese. */
const validPassword = (letters: fc.Arbitrary<string> = latin) =>
  fc
    .tuple(letters, digit, unit(fc.oneof(letters, digit, passwordOther), 4, 28), fc.nat(), fc.nat())
    .map(([l, d, rest, i, j]) => {
      const withLetter = insertAt(rest, i % (rest.length + 1), l);
      return insertAt(withLetter, j % (withLetter.length + 1), d).join("");
    });

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
const validEmail = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9_+-]{1,12}(\.[A-Za-z0-9_+-]{1,8}){0,2}$/),
    fc.array(label, { minLength: 1, maxLength: 3 }),
    fc.stringMatching(/^[a-z]{2,6}$/),
  )
  .map(([local, labels, tld]) => `${local}@${labels.join(".")}.${tld}`);

const validCode = fc.stringMatching(/^[A-Za-z0-9]{6}$/);

// ── helpers ─────────────────────────────────────────────────────────────────────────────────────
const lookup = (catalogue: unknown, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    );

const schemaMessage = async (
  schema: { validateAt: (path: string, value: unknown) => Promise<unknown> },
  path: string,
  values: unknown,
): Promise<string | undefined> => {
  try {
    await schema.validateAt(path, values);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

const signUpValues = (overrides: Partial<SignUpValues>): SignUpValues => ({
  user_name: "Creator",
  email: "nobody@example.com",
  user_password: "Quota2024",
  check_code: "123456",
  agree: true,
  ...overrides,
});

// ── tests ───────────────────────────────────────────────────────────────────────────────────────
describe("messages", () => {
  it.each(RULE_KEYS)("%s has a text in en and zh-cn", (key) => {
    expect(typeof lookup(en, key)).toBe("string");
    expect(typeof lookup(zh, key)).toBe("string");
    expect(lookup(en, key)).not.toBe(lookup(zh, key));
  });
});

describe("grapheme counting", () => {
  it("counts user-perceived characters, not code units", () => {
    expect(graphemeLength("👍🏽👍🏽")).toBe(2);
    expect(graphemeLength("e\u0301")).toBe(1);
    expect(graphemeLength("中文名字")).toBe(4);
  });
});

describe("display name (2-20, Chinese/Latin letters and digits, first not a digit)", () => {
  it("accepts every name generated from the rule, as the contract does", () => {
    fc.assert(
      fc.property(validName, (name) => {
        expect(userNameProblem(name)).toBeUndefined();
        expect(accountRegisterBodyUserNameRegExp.test(name)).toBe(true);
      }),
    );
  });

  it("requires a name", () => {
    expect(userNameProblem("")).toBe("validation.userName.required");
  });

  it("rejects 1 or more than 20 characters with the length message", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          nameStart,
          fc.tuple(nameStart, unit(nameChar, 20, 40)).map(([f, r]) => [f, ...r].join("")),
        ),
        (name) => {
          expect(userNameProblem(name)).toBe("validation.userName.length");
        },
      ),
    );
  });

  it("rejects any other character with the special-characters message", () => {
    fc.assert(
      fc.property(
        fc.tuple(nameStart, unit(nameChar, 1, 18), notNameChar, fc.nat()),
        ([first, rest, bad, at]) => {
          const body = insertAt(rest, at % (rest.length + 1), bad);
          expect(userNameProblem([first, ...body].join(""))).toBe("validation.userName.characters");
        },
      ),
    );
  });

  it("rejects a leading digit with the first-character message", () => {
    fc.assert(
      fc.property(fc.tuple(digit, unit(nameChar, 1, 19)), ([first, rest]) => {
        expect(userNameProblem([first, ...rest].join(""))).toBe("validation.userName.firstDigit");
      }),
    );
  });

  it("counts Chinese and emoji as one character each", () => {
    expect(userNameProblem("中".repeat(20))).toBeUndefined();
    expect(userNameProblem("中".repeat(21))).toBe("validation.userName.length");
  });
});

describe("e-mail", () => {
  it("accepts generated addresses (also with surrounding spaces) in both wordings", () => {
    fc.assert(
      fc.property(validEmail, fc.constantFrom("", " ", "  "), (email, pad) => {
        expect(emailProblem(`${pad}${email}${pad}`)).toBeUndefined();
        expect(emailProblem(email)).toBeUndefined();
      }),
    );
  });

  it("requires an address", () => {
    fc.assert(
      fc.property(fc.constantFrom(...WHITESPACE, ""), (blank) => {
        expect(emailProblem(blank)).toBe("validation.email.required");
      }),
    );
  });

  it("rejects malformed addresses: sign-in says invalid, sign-up says invalid or taken", () => {
    const malformed = fc.oneof(
      validEmail.map((e) => e.replace("@", "")),
      validEmail.map((e) => e.replace("@", "@@")),
      // A domain without any dot ("a@host"); cutting only the last label can leave a valid one.
      validEmail.map((e) => e.slice(0, e.indexOf(".", e.indexOf("@")))),
      fc.tuple(validEmail, fc.nat()).map(([e, i]) => {
        const at = 1 + (i % (e.length - 2));
        return `${e.slice(0, at)} ${e.slice(at)}`;
      }),
      validEmail.map((e) => `${e.split("@")[0]}@`),
      validEmail.map((e) => `@${e.split("@")[1]}`),
    );
    fc.assert(
      fc.property(malformed, (email) => {
        // Sign-in, sign-up and reset alike: a malformed address is invalid, never "maybe taken".
        expect(emailProblem(email)).toBe("validation.email.invalid");
      }),
    );
  });
});

describe("sign-in password", () => {
  it("checks only that it is not empty", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: "grapheme" }), (password) => {
        expect(signInPasswordProblem(password)).toBeUndefined();
      }),
    );
    expect(signInPasswordProblem("")).toBe("validation.password.required");
  });
});

describe("new password (6-30, letter and digit, no spaces, no Chinese, not like the e-mail)", () => {
  it("accepts every password generated from the rule", () => {
    fc.assert(
      fc.property(validPassword(), (password) => {
        expect(newPasswordProblem(password)).toBeUndefined();
      }),
    );
  });

  it("accepts it next to an e-mail it shares no characters with", () => {
    const someLetters = fc.constantFrom(..."abcdefghijklmABCDEFGHIJKLM");
    const otherLetters = fc.stringMatching(/^[n-z]{5,12}$/);
    fc.assert(
      fc.property(
        validPassword(someLetters),
        otherLetters,
        fc.stringMatching(/^[n-z]{2,8}\.[n-z]{2,4}$/),
        (p, local, domain) => {
          expect(newPasswordProblem(p, `${local}@${domain}`)).toBeUndefined();
        },
      ),
    );
  });

  it("agrees with the contract's pattern on ASCII passwords", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 40 }), (password) => {
        const ok = newPasswordProblem(password) === undefined;
        expect(ok).toBe(accountRegisterBodyUserPasswordRegExp.test(password));
      }),
    );
  });

  it("requires a password", () => {
    expect(newPasswordProblem("")).toBe("validation.password.required");
  });

  it("rejects fewer than 6 or more than 30 characters with the length message", () => {
    fc.assert(
      fc.property(fc.oneof(unit(passwordChar, 1, 5), unit(passwordChar, 31, 60)), (list) => {
        expect(newPasswordProblem(list.join(""))).toBe("validation.password.length");
      }),
    );
  });

  it("counts an emoji as one character", () => {
    expect(newPasswordProblem("a1😀😀😀")).toBe("validation.password.length");
    expect(newPasswordProblem("a1😀😀😀😀")).toBeUndefined();
  });

  it("rejects whitespace with the spaces message", () => {
    fc.assert(
      fc.property(
        validPassword().filter((p) => graphemeLength(p) < 30),
        fc.constantFrom(...WHITESPACE),
        fc.nat(),
        (password, space, at) => {
          const list = [...password];
          const text = insertAt(list, at % (list.length + 1), space).join("");
          expect(newPasswordProblem(text)).toBe("validation.password.spaces");
        },
      ),
    );
  });

  it("rejects Chinese characters with the Chinese message", () => {
    fc.assert(
      fc.property(
        validPassword().filter((p) => graphemeLength(p) < 30),
        chinese,
        fc.nat(),
        (password, han, at) => {
          const list = [...password];
          const text = insertAt(list, at % (list.length + 1), han).join("");
          expect(newPasswordProblem(text)).toBe("validation.password.chinese");
        },
      ),
    );
  });

  it("rejects a password without a letter or without a digit", () => {
    const noDigit = unit(fc.oneof(latin, passwordOther), 6, 30);
    const noLetter = unit(fc.oneof(digit, passwordOther), 6, 30);
    fc.assert(
      fc.property(fc.oneof(noDigit, noLetter), (list) => {
        expect(newPasswordProblem(list.join(""))).toBe("validation.password.lettersDigits");
      }),
    );
  });

  it("rejects a password close to the e-mail (edit distance below 5)", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{5,20}$/),
        fc.stringMatching(/^[0-9]{1,4}$/),
        fc.boolean(),
        (local, digits, upper) => {
          const password = `${upper ? local.toUpperCase() : local}${digits}`.slice(0, 30);
          expect(newPasswordProblem(password, `${local}@example.com`)).toBe(
            "validation.password.similar",
          );
        },
      ),
    );
  });

  it("rejects a password half or more of which is copied from the e-mail's local part", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{4,10}$/),
        fc.stringMatching(/^[A-Z0-9]{0,3}[0-9][A-Z0-9]{0,3}$/),
        fc.stringMatching(/^[a-z]{0,6}$/),
        (piece, own, extra) => {
          fc.pre(piece.length >= own.length);
          const email = `${extra}${piece}${extra}@mail.com`;
          const password = `${own}${piece}`;
          fc.pre(newPasswordProblem(password) === undefined);
          expect(isTooSimilarToEmail(password, email)).toBe(true);
          expect(newPasswordProblem(password, email)).toBe("validation.password.similar");
        },
      ),
    );
  });

  it("does not call the seed accounts' passwords similar", () => {
    expect(newPasswordProblem("Quota2024", "creator@example.com")).toBeUndefined();
    expect(newPasswordProblem("Library88", "reader@example.com")).toBeUndefined();
  });

  it("measures edit distance and common runs as metrics", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const d = editDistance(a, b);
        expect(d).toBe(editDistance(b, a));
        expect(d).toBeGreaterThanOrEqual(Math.abs(graphemeLength(a) - graphemeLength(b)));
        expect(d).toBeLessThanOrEqual(Math.max(graphemeLength(a), graphemeLength(b)));
        expect(d === 0).toBe(a === b);
        expect(longestCommonSubstring(a, a)).toBe(graphemeLength(a));
      }),
    );
  });
});

describe("password confirmation", () => {
  it("passes when equal, asks again when empty, reports a difference", () => {
    fc.assert(
      fc.property(validPassword(), validPassword(), (a, b) => {
        expect(confirmProblem(a, a)).toBeUndefined();
        expect(confirmProblem("", a)).toBe("validation.confirm.required");
        fc.pre(a !== b);
        expect(confirmProblem(b, a)).toBe("validation.confirm.mismatch");
      }),
    );
  });
});

describe("verification code (6 letters or digits)", () => {
  it("accepts generated codes, as the contract does", () => {
    fc.assert(
      fc.property(validCode, (code) => {
        expect(codeProblem(code)).toBeUndefined();
        expect(accountRegisterBodyCheckCodeRegExp.test(code)).toBe(true);
      }),
    );
  });

  it("requires a code", () => {
    expect(codeProblem("")).toBe("validation.code.required");
  });

  it("rejects other lengths and characters with the format message", () => {
    const alnum = fc.oneof(latin, digit);
    fc.assert(
      fc.property(
        fc.oneof(
          unit(alnum, 1, 5).map((l) => l.join("")),
          unit(alnum, 7, 12).map((l) => l.join("")),
          fc
            .tuple(unit(alnum, 5, 5), fc.oneof(passwordOther, chinese), fc.nat())
            .map(([l, bad, at]) => insertAt(l, at % 6, bad).join("")),
        ),
        (code) => {
          expect(codeProblem(code)).toBe("validation.code.format");
        },
      ),
    );
  });
});

describe("yup schemas answer the rules' messages", () => {
  it("sign-in: e-mail and a non-empty password", async () => {
    await fc.assert(
      fc.asyncProperty(validEmail, fc.string({ minLength: 1 }), async (email, password) => {
        await expect(signInSchema.isValid({ email, user_password: password })).resolves.toBe(true);
      }),
      { numRuns: 50 },
    );
    const values = { email: "not-an-address", user_password: "" };
    expect(await schemaMessage(signInSchema, "email", values)).toBe("validation.email.invalid");
    expect(await schemaMessage(signInSchema, "user_password", values)).toBe(
      "validation.password.required",
    );
  });

  it("sign-up: valid values pass; each field reports its own rule", async () => {
    await fc.assert(
      fc.asyncProperty(validName, validPassword(), validCode, async (name, password, code) => {
        const values = signUpValues({
          user_name: name,
          user_password: password,
          check_code: code,
          email: "q@x.io",
        });
        fc.pre(newPasswordProblem(password, "q@x.io") === undefined);
        await expect(signUpSchema.isValid(values)).resolves.toBe(true);
      }),
      { numRuns: 50 },
    );
    const bad = signUpValues({
      user_name: "1abc",
      email: "bad",
      user_password: "creator2024",
      check_code: "12",
      agree: false,
    });
    expect(await schemaMessage(signUpSchema, "user_name", bad)).toBe(
      "validation.userName.firstDigit",
    );
    expect(await schemaMessage(signUpSchema, "email", bad)).toBe("validation.email.invalidOrTaken");
    expect(await schemaMessage(signUpSchema, "check_code", bad)).toBe("validation.code.format");
    expect(await schemaMessage(signUpSchema, "agree", bad)).toBe("validation.policy.required");
    const similar = signUpValues({ email: "creator@example.com", user_password: "creator2024" });
    expect(await schemaMessage(signUpSchema, "user_password", similar)).toBe(
      "validation.password.similar",
    );
  });

  it("forget: the e-mail", async () => {
    expect(await schemaMessage(forgetSchema, "email", { email: "" })).toBe(
      "validation.email.required",
    );
    expect(await schemaMessage(forgetSchema, "email", { email: "a@b.co" })).toBeUndefined();
  });

  it("reset: new password and its confirmation", async () => {
    await fc.assert(
      fc.asyncProperty(validPassword(), async (password) => {
        await expect(
          resetSchema.isValid({ newPassword: password, confirm: password }),
        ).resolves.toBe(true);
      }),
      { numRuns: 50 },
    );
    const values = { newPassword: "short", confirm: "other" };
    expect(await schemaMessage(resetSchema, "newPassword", values)).toBe(
      "validation.password.length",
    );
    expect(await schemaMessage(resetSchema, "confirm", values)).toBe("validation.confirm.mismatch");
    expect(
      await schemaMessage(resetSchema, "confirm", { newPassword: "abc123", confirm: "" }),
    ).toBe("validation.confirm.required");
  });
});
