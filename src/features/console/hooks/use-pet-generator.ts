/**
 * The pet flow (inspect-console.md §4): the text model turns the tester's test data into the pet
 * parameters, which are checked against the §5 rules; the pet goes into the image prompt; the
 * image service renders it over its live connection (progress, then node 28's png), which closes
 * after the image or after 10 minutes. Every failure is shown with a retry (a new run replaces the
 * failures shown); a malformed frame is reported and ignored.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { CreateChatCompletionBodyModel } from "@/generated/model/createChatCompletionBodyModel";
import { queueRender } from "@/api/console/image";
import { openImageSocket, type ImageSocket } from "@/api/console/image-socket";
import { chatWithOpenAi } from "@/api/console/models";
import { imagePromptOf, PET_SYSTEM_PROMPT, petWorkflow } from "../model/pet-prompt";
import { checkPet, parsePetAnswer, type Pet, type PetProblem } from "../model/pet-rules";
import { CLIENT_ID_MAX, CLIENT_ID_MIN, randomInt } from "../model/random-id";
import { useApiKey } from "./use-api-key";

/** The text model that writes the pet (it answers JSON reliably). */
export const PET_TEXT_MODEL = CreateChatCompletionBodyModel["gpt-4o"];

export type PetStage = "text" | "queue" | "render";

export type PetMessage =
  | { id: string; kind: "request"; text: string }
  | { id: string; kind: "generating" }
  | { id: string; kind: "pet"; pet: Pet; prompt: string; latencyMs: number }
  | { id: string; kind: "rejected"; problems: PetProblem[] }
  | { id: string; kind: "rendering"; value: number; max: number }
  | { id: string; kind: "image"; base64: string; name: string }
  | { id: string; kind: "failure"; stage: PetStage; error: unknown }
  | { id: string; kind: "malformed" };

let sequence = 0;
const nextId = () => `p${++sequence}`;

export function usePetGenerator() {
  const [apiKey] = useApiKey();
  const [messages, setMessages] = useState<PetMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [keyMissing, setKeyMissing] = useState(false);
  const socket = useRef<ImageSocket | undefined>(undefined);
  const lastRequest = useRef<string | undefined>(undefined);

  useEffect(() => () => socket.current?.close(), []);

  const add = (message: PetMessage) => setMessages((old) => [...old, message]);
  const replace = (id: string, message: PetMessage | undefined) =>
    setMessages((old) =>
      message ? old.map((m) => (m.id === id ? message : m)) : old.filter((m) => m.id !== id),
    );

  const render = useCallback(async (pet: Pet) => {
    const progressId = nextId();
    add({ id: progressId, kind: "rendering", value: 0, max: 1 });
    const clientId = randomInt(CLIENT_ID_MIN, CLIENT_ID_MAX);
    const opened = openImageSocket(clientId, {
      onProgress: (value, max) =>
        replace(progressId, { id: progressId, kind: "rendering", value, max }),
      onMalformed: () => add({ id: nextId(), kind: "malformed" }),
    });
    socket.current = opened;
    let stage: PetStage = "render";
    try {
      await opened.opened;
      stage = "queue";
      const promptId = await queueRender(
        petWorkflow(imagePromptOf(pet), randomInt(1, 2 ** 31)),
        clientId,
      );
      stage = "render";
      const base64 = await opened.image(promptId);
      replace(progressId, { id: progressId, kind: "image", base64, name: pet.PetName });
    } catch (error) {
      replace(progressId, undefined);
      add({ id: nextId(), kind: "failure", stage, error });
    } finally {
      opened.close();
      if (socket.current === opened) socket.current = undefined;
    }
  }, []);

  /** Generates a pet from the test data; false when it could not start (no key, or busy). */
  const generate = async (testData: string): Promise<boolean> => {
    if (busy) return false;
    if (!apiKey) {
      setKeyMissing(true);
      return false;
    }
    lastRequest.current = testData;
    setBusy(true);
    // A new run is the retry of the failures before it: they go, so the log shows this run's.
    setMessages((old) => [
      ...old.filter((message) => message.kind !== "failure"),
      { id: nextId(), kind: "request", text: testData },
    ]);
    const waitingId = nextId();
    add({ id: waitingId, kind: "generating" });
    try {
      let answer;
      try {
        answer = await chatWithOpenAi(apiKey, PET_TEXT_MODEL, [
          { role: "system", content: PET_SYSTEM_PROMPT },
          { role: "user", content: testData },
        ]);
      } catch (error) {
        replace(waitingId, { id: waitingId, kind: "failure", stage: "text", error });
        return true;
      }
      const checked = checkPet(parsePetAnswer(answer.value.text));
      if (!checked.ok) {
        replace(waitingId, { id: waitingId, kind: "rejected", problems: checked.problems });
        return true;
      }
      replace(waitingId, {
        id: waitingId,
        kind: "pet",
        pet: checked.pet,
        prompt: imagePromptOf(checked.pet),
        latencyMs: answer.latencyMs,
      });
      await render(checked.pet);
      return true;
    } finally {
      setBusy(false);
    }
  };

  return {
    messages,
    busy,
    generate,
    /** Runs the last test data again. */
    retry: () => (lastRequest.current ? generate(lastRequest.current) : Promise.resolve(false)),
    keyMissing: keyMissing && !apiKey,
    clearKeyMissing: () => setKeyMissing(false),
  };
}
