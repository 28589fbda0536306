/**
 * The form kit (src/components/form): fields with Formik's own errors, a server error placed at its
 * field or at the form from Formik's status, the submit button's single flight on the mutation's
 * pending state, the focus on the first error, and the lazily loaded yup schema.
 */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClientProvider, useMutation } from "@tanstack/react-query";
import { Form, Formik } from "formik";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { object, string } from "yup";
import { CheckboxField } from "@/components/form/checkbox-field";
import { FocusFirstError } from "@/components/form/focus-first-error";
import { FormMessage } from "@/components/form/form-message";
import { lazySchema } from "@/components/form/lazy-schema";
import { PasswordField } from "@/components/form/password-field";
import { placeServerError, withServerErrors } from "@/components/form/server-error";
import { SubmitButton } from "@/components/form/submit-button";
import { TextField } from "@/components/form/text-field";
import { ApiError } from "@/lib/api-error";
import { initI18n, loadNamespaces } from "@/lib/i18n";
import type { Language } from "@/lib/language";
import codesEn from "@/locales/en/codes.json";
import commonEn from "@/locales/en/common.json";
import errorsEn from "@/locales/en/errors.json";
import codesZh from "@/locales/zh-cn/codes.json";
import errorsZh from "@/locales/zh-cn/errors.json";
import { createTestQueryClient } from "../render";

interface Values {
  email: string;
  password: string;
  agree: boolean;
}

const initialValues: Values = { email: "", password: "", agree: false };

/** A schema whose messages are i18n keys without a namespace, as the account schemas' are. */
const schema = object({
  email: string().default("").required("validation.email.required"),
  password: string().default("").required("validation.password.required"),
});
const loadSchema = vi.fn(() => Promise.resolve(schema));

const placeOfCode = (code: number) => (code === 1306 ? "email" : undefined);

/** A form built only from the kit, around a mutation whose answer the test decides. */
function KitForm({ call }: { call: (values: Values) => Promise<unknown> }) {
  const mutation = useMutation({ mutationFn: call });
  return (
    <Formik
      initialValues={initialValues}
      validate={lazySchema<Values>(loadSchema, { messageNamespace: "accounts" })}
      onSubmit={withServerErrors<Values>((values) => mutation.mutateAsync(values), {
        placeOfCode,
      })}
    >
      <Form noValidate>
        <FocusFirstError />
        <FormMessage />
        <TextField name="email" label="E-mail" type="email" hint="Your address" />
        <PasswordField name="password" label="Password" autoComplete="current-password" />
        <CheckboxField name="agree" label="I agree" />
        <SubmitButton pending={mutation.isPending} busyText="Sending…">
          Send
        </SubmitButton>
      </Form>
    </Formik>
  );
}

async function renderKit(call: (values: Values) => Promise<unknown>, language: Language = "en") {
  await initI18n(language);
  // The rules of this form speak the accounts namespace (its pages load it with their route).
  await loadNamespaces(["accounts"]);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <KitForm call={call} />
    </QueryClientProvider>,
  );
  const email = () => screen.getByLabelText("E-mail");
  const password = () => screen.getByLabelText("Password");
  const fill = async () => {
    await user.type(email(), "someone@example.com");
    await user.type(password(), "Pass1234");
  };
  return { user, email, password, fill };
}

const result = (code: number) =>
  new ApiError({ kind: "result", operation: "test", code, serverMessage: "server words" });

beforeEach(() => {
  loadSchema.mockClear();
});

describe("form kit", () => {
  it("shows a rule's message (a namespaced key, translated) at its field once left, as its description", async () => {
    const { user, email } = await renderKit(() => Promise.resolve());
    expect(email()).not.toHaveAttribute("aria-invalid");
    await user.click(email());
    await user.tab();
    await waitFor(() => expect(email()).toHaveAttribute("aria-invalid", "true"));
    expect(email()).toHaveAccessibleDescription("Please enter your e-mail. Your address");
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it("moves the focus to the first field the rules stopped, and sends nothing", async () => {
    const call = vi.fn(() => Promise.resolve());
    const { user, password } = await renderKit(call);
    await user.type(password(), "x");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByLabelText("E-mail")).toHaveFocus());
    expect(call).not.toHaveBeenCalled();
  });

  it("places a result code at its field with the code catalogue's text; editing the field removes it", async () => {
    const { user, email, password, fill } = await renderKit(() => Promise.reject(result(1306)));
    await fill();
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() =>
      expect(email()).toHaveAccessibleDescription(`${codesEn["1306"]} Your address`),
    );
    expect(screen.getByRole("alert")).toHaveTextContent(codesEn["1306"]);
    expect(screen.queryByText("server words")).not.toBeInTheDocument();
    expect(password()).toHaveValue("Pass1234");
    await user.type(email(), "m");
    expect(email()).toHaveAccessibleDescription("Your address");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it.each([
    ["en", codesEn["1310"]],
    ["zh-cn", codesZh["1310"]],
  ] as const)("shows a code without a field at the form (%s)", async (language, message) => {
    const { user, fill } = await renderKit(() => Promise.reject(result(1310)), language);
    await fill();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it.each([
    ["en", errorsEn.server],
    ["zh-cn", errorsZh.server],
  ] as const)(
    "a transport failure is a translated form message; sending again is the retry (%s)",
    async (language, message) => {
      const call = vi
        .fn<(values: Values) => Promise<unknown>>()
        .mockRejectedValueOnce(
          new ApiError({ kind: "http", operation: "test", status: 502, data: "<h1>nginx</h1>" }),
        )
        .mockResolvedValueOnce(undefined);
      const { user, email, fill } = await renderKit(call, language);
      await fill();
      await user.click(screen.getByRole("button", { name: "Send" }));
      expect(await screen.findByRole("alert")).toHaveTextContent(message);
      expect(screen.queryByText(/nginx/)).not.toBeInTheDocument();
      expect(email()).toHaveValue("someone@example.com");
      const send = screen.getByRole("button", { name: "Send" });
      expect(send).toBeEnabled();
      await user.click(send);
      await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    },
  );

  it("is busy and disabled while the mutation is pending: sent once however often it is submitted", async () => {
    let release: () => void = () => undefined;
    const call = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const { user, fill } = await renderKit(call);
    await fill();
    await user.keyboard("{Enter}");
    await user.keyboard("{Enter}");
    const busy = await screen.findByRole("button", { name: "Sending…" });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute("aria-busy", "true");
    await user.click(busy);
    release();
    await screen.findByRole("button", { name: "Send" });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("shows and hides the password without losing it", async () => {
    const { user, password } = await renderKit(() => Promise.resolve());
    await user.type(password(), "Secret99");
    await user.click(screen.getByRole("button", { name: commonEn.form.showPassword }));
    expect(password()).toHaveAttribute("type", "text");
    expect(password()).toHaveValue("Secret99");
    await user.click(screen.getByRole("button", { name: commonEn.form.hidePassword }));
    expect(password()).toHaveAttribute("type", "password");
  });

  it("a checkbox's message is its description", async () => {
    await initI18n("en");
    const user = userEvent.setup();
    render(
      <Formik
        initialValues={{ agree: false }}
        validate={(values) => (values.agree ? {} : { agree: "Please agree." })}
        onSubmit={() => undefined}
      >
        <Form noValidate>
          <CheckboxField name="agree" label="I agree" />
          <button type="submit">Go</button>
        </Form>
      </Formik>,
    );
    await user.click(screen.getByRole("button", { name: "Go" }));
    await waitFor(() =>
      expect(screen.getByRole("checkbox", { name: "I agree" })).toHaveAccessibleDescription(
        "Please agree.",
      ),
    );
    await user.click(screen.getByRole("checkbox", { name: "I agree" }));
    await waitFor(() =>
      expect(screen.getByRole("checkbox", { name: "I agree" })).not.toHaveAccessibleDescription(
        "Please agree.",
      ),
    );
  });
});

describe("placeServerError", () => {
  it("places result codes, transport failures and nothing for a cancelled call or an ended session", () => {
    expect(placeServerError(result(1306), placeOfCode)).toEqual({
      place: "email",
      error: expect.any(ApiError),
    });
    expect(placeServerError(result(1310), placeOfCode)?.place).toBe("form");
    expect(placeServerError(result(1310))?.place).toBe("form");
    const network = new ApiError({ kind: "network", operation: "test" });
    expect(placeServerError(network, placeOfCode)?.place).toBe("form");
    expect(placeServerError(network, placeOfCode, "send")?.place).toBe("send");
    expect(placeServerError(new ApiError({ kind: "cancelled", operation: "t" }))).toBeUndefined();
    expect(placeServerError(new ApiError({ kind: "session", operation: "t" }))).toBeUndefined();
  });
});

describe("lazySchema", () => {
  it("loads the schema once, and answers Formik errors with the namespace added", async () => {
    const validate = lazySchema<Values>(loadSchema, { messageNamespace: "accounts" });
    await expect(validate(initialValues)).resolves.toEqual({
      email: "accounts:validation.email.required",
      password: "accounts:validation.password.required",
    });
    await expect(validate({ ...initialValues, email: "a@b.co", password: "x" })).resolves.toEqual(
      {},
    );
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it("tries a failed load again", async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error("chunk failed"))
      .mockResolvedValueOnce(schema);
    const validate = lazySchema<Values>(load);
    await expect(validate(initialValues)).rejects.toThrow("chunk failed");
    await expect(validate(initialValues)).resolves.toEqual({
      email: "validation.email.required",
      password: "validation.password.required",
    });
  });
});
