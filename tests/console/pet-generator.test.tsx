/**
 * The pet generator (inspect-console.md §2, §4, §5, §7): the text model's pet parameters checked
 * against the §5 rules, the image prompt, the render over the image socket with progress and a real
 * PNG, failures and malformed frames shown without breaking the page.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { clearToasts } from "@/components/toaster";
import type { Language } from "@/lib/language";
import { arm } from "@mocks/testing";
import { server } from "../msw-server";
import {
  captureBodies,
  consoleTexts,
  fill,
  MOCK_API_KEY,
  openConsole,
  preloadConsole,
  stopCaptures,
} from "./harness";

vi.setConfig({ testTimeout: 60_000 });
beforeAll(preloadConsole, 120_000);
afterEach(async () => {
  stopCaptures();
  await clearToasts();
});

async function generate(language: Language = "en", key = MOCK_API_KEY) {
  const app = await openConsole("petGeneration", language);
  const { user, texts } = app;
  if (key) await user.type(screen.getByLabelText(texts.apiKey.label), key);
  await user.click(screen.getByRole("button", { name: texts.pet.sample }));
  await user.click(screen.getByRole("button", { name: texts.pet.generate }));
  return { ...app, log: screen.getByRole("log", { name: texts.pet.chatLog }) };
}

describe("pet generator", () => {
  it.each(["en", "zh-cn"] as Language[])(
    "%s: writes a pet within the rules, shows the prompt, renders with progress and shows the image",
    async (language) => {
      const texts = consoleTexts(language);
      const prompts = captureBodies("/comfyui/prompt");
      const { log } = await generate(language);
      const chat = within(log);
      // The kit submits after its rules ran (a promise later than a plain onSubmit).
      expect(await chat.findByText(texts.pet.sampleData)).toBeInTheDocument();
      const pet = await chat.findByTestId("pet-card", {}, { timeout: 10_000 });
      for (const field of Object.values(texts.pet.fields)) {
        expect(within(pet).getByText(field)).toBeInTheDocument();
      }
      expect(within(pet).getByText(/^(Medium|Small)$/)).toBeInTheDocument();
      const image = await chat.findByRole(
        "img",
        { name: new RegExp(fill(texts.pet.imageAlt, { name: "" }).trim()) },
        { timeout: 15_000 },
      );
      expect(image.getAttribute("src")).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
      // The workflow: the §9 render settings and a client id of 1000000-10000000.
      const [queued] = prompts as {
        client_id: string;
        prompt: Record<string, { class_type: string; inputs: Record<string, unknown> }>;
      }[];
      expect(Number(queued!.client_id)).toBeGreaterThanOrEqual(1_000_000);
      expect(Number(queued!.client_id)).toBeLessThanOrEqual(10_000_000);
      const nodes = Object.values(queued!.prompt);
      expect(nodes.find((n) => n.class_type === "EmptyLatentImage")?.inputs).toMatchObject({
        width: 1024,
        height: 1024,
        batch_size: 1,
      });
      expect(nodes.find((n) => n.class_type === "KSampler")?.inputs).toMatchObject({
        steps: 25,
        cfg: 8,
      });
      expect(queued!.prompt["28"]).toBeDefined();
    },
  );

  it("while waiting the text says the pet is being generated; render progress is shown", async () => {
    arm("createChatCompletion", "delay1500");
    arm("comfyUiSocket", "delay1500");
    const { texts, log } = await generate();
    expect(await within(log).findByText(texts.pet.generating)).toBeInTheDocument();
    expect(
      await within(log).findByRole(
        "progressbar",
        { name: texts.pet.progress },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      await within(log).findByTestId("pet-image", {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(within(log).queryByText(texts.pet.generating)).not.toBeInTheDocument();
  });

  it("a pet that breaks the rules is refused with every broken rule named", async () => {
    server.use(
      http.post("/api/token/openai/v1/chat/completions", () =>
        HttpResponse.json({
          id: "x",
          object: "chat.completion",
          created: 1,
          model: "gpt-4o",
          choices: [
            {
              index: 0,
              finish_reason: "stop",
              message: {
                role: "assistant",
                content: JSON.stringify({
                  PetName: "Sir Fluffington",
                  PetType: "cat",
                  PetGender: "Male",
                  PetSize: "Large",
                  PetCommunication: "Mixed",
                  PetDecisionMaking: "Rational",
                  PetPlanning: "Casual",
                  PetPersonalityTags: ["a", "b", "c", "d"],
                  PetBaseType: ["Fire", "Water", "Wind"],
                  PetDescription: "x".repeat(121),
                }),
              },
            },
          ],
        }),
      ),
    );
    const { texts, log } = await generate();
    expect(await within(log).findByText(texts.pet.rejected)).toBeInTheDocument();
    const rule = (key: keyof typeof texts.pet.rules, field: keyof typeof texts.pet.fields) =>
      fill(texts.pet.rules[key], { field: texts.pet.fields[field] });
    for (const text of [
      rule("tooLong", "PetName"),
      rule("notAllowed", "PetSize"),
      rule("tooMany", "PetPersonalityTags"),
      rule("count", "PetBaseType"),
      rule("tooLong", "PetDescription"),
    ]) {
      expect(within(log).getByText(text)).toBeInTheDocument();
    }
    expect(within(log).queryByTestId("pet-image")).not.toBeInTheDocument();
  });

  it("a malformed image frame is refused with a visible error; the render goes on", async () => {
    arm("comfyUiSocket", "malformed");
    const { texts, log } = await generate();
    expect(
      await within(log).findByText(texts.pet.malformed, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      await within(log).findByTestId("pet-image", {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it("a failed render and a failed text model are shown with a retry", async () => {
    arm("comfyUiSocket", "error");
    const { user, texts, log } = await generate("zh-cn");
    const failed = await within(log).findByText(
      fill(texts.pet.failure.render, { reason: texts.pet.render.failed }),
      {},
      { timeout: 15_000 },
    );
    expect(failed).toBeInTheDocument();
    await waitFor(() =>
      expect(within(log).getAllByRole("button", { name: texts.retry })[0]).toBeEnabled(),
    );
    arm("createChatCompletion", "http503");
    await user.click(within(log).getAllByRole("button", { name: texts.retry })[0]!);
    expect(await within(log).findByText(/服务器出现问题/)).toBeInTheDocument();
  });

  it("the test data is required; typing clears the message; what was typed stays after a run", async () => {
    const app = await openConsole("petGeneration");
    const { user, texts } = app;
    const bodies = captureBodies("/api/token/openai/v1/chat/completions");
    await user.type(screen.getByLabelText(texts.apiKey.label), MOCK_API_KEY);
    const data = screen.getByRole("textbox", { name: texts.pet.testData });
    await user.click(screen.getByRole("button", { name: texts.pet.generate }));
    expect(screen.getByRole("alert")).toHaveTextContent(texts.pet.dataRequired);
    expect(data).toHaveAttribute("aria-invalid", "true");
    await user.type(data, "   ");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: texts.pet.generate }));
    expect(screen.getByRole("alert")).toHaveTextContent(texts.pet.dataRequired);
    expect(bodies).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: texts.pet.sample }));
    expect(screen.queryByText(texts.pet.dataRequired)).not.toBeInTheDocument();
    arm("createChatCompletion", "http500");
    await user.click(screen.getByRole("button", { name: texts.pet.generate }));
    const log = within(screen.getByRole("log", { name: texts.pet.chatLog }));
    expect(await log.findByRole("button", { name: texts.retry })).toBeInTheDocument();
    expect(data).toHaveValue(texts.pet.sampleData);
  });

  it("without an API key nothing is sent and the key is asked for", async () => {
    const { texts } = await generate("en", "");
    expect(await screen.findByText(texts.apiKey.required)).toBeInTheDocument();
    expect(screen.queryByTestId("pet-card")).not.toBeInTheDocument();
  });
});
