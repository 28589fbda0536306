/**
 * The pet flow's prompts (inspect-console.md §4 pet flow): the text model is asked for the §3 pet
 * parameters under the §5 rules, as JSON; the checked pet is then put into the image prompt, which
 * goes into the image service's workflow (§9: 1024x1024, 25 steps, cfg 8, batch 1; node 28's
 * output is the image as a base64 png). Prompts are English whatever the interface language: they
 * are instructions to models, not text for people.
 */
import type { ComfyUiNode } from "@/generated/model";
import {
  PET_BASE_TYPES,
  PET_COMMUNICATION,
  PET_DECISION_MAKING,
  PET_DESCRIPTION_MAX,
  PET_FIELDS,
  PET_GENDERS,
  PET_NAME_MAX,
  PET_PLANNING,
  PET_SIZES,
  PET_TAGS_MAX,
  type Pet,
} from "./pet-rules";

const list = (values: readonly string[]) => values.join(", ");

/** The system message of the text model: the fields and every rule, JSON only. */
export const PET_SYSTEM_PROMPT = [
  "You create a virtual pet for a game from the test data the user gives.",
  `Answer with one JSON object only, with exactly these keys: ${list(PET_FIELDS)}.`,
  `PetName: at most ${PET_NAME_MAX} characters.`,
  "PetType: the kind of animal or creature.",
  `PetGender: one of ${list(PET_GENDERS)}.`,
  `PetSize: one of ${list(PET_SIZES)} (a pet under 5 kg is Small).`,
  `PetCommunication: one of ${list(PET_COMMUNICATION)}.`,
  `PetDecisionMaking: one of ${list(PET_DECISION_MAKING)}.`,
  `PetPlanning: one of ${list(PET_PLANNING)}.`,
  `PetPersonalityTags: an array of at most ${PET_TAGS_MAX} short tags.`,
  `PetBaseType: an array of one or two of ${list(PET_BASE_TYPES)}.`,
  `PetDescription: at most ${PET_DESCRIPTION_MAX} characters.`,
].join("\n");

/** The image prompt for a checked pet. */
export function imagePromptOf(pet: Pet): string {
  const elements = pet.PetBaseType.filter((type) => type !== "None");
  return [
    `A ${pet.PetSize.toLowerCase()} ${pet.PetType} virtual pet named ${pet.PetName}`,
    pet.PetGender === "None" ? undefined : pet.PetGender.toLowerCase(),
    elements.length > 0 ? `${elements.join(" and ").toLowerCase()} element` : undefined,
    `${pet.PetCommunication.toLowerCase()}, ${pet.PetDecisionMaking.toLowerCase()}, ${pet.PetPlanning.toLowerCase()}`,
    pet.PetPersonalityTags.join(", "),
    pet.PetDescription,
    "cute game character, full body, centred, soft light, clean background",
  ]
    .filter(Boolean)
    .join(", ");
}

/** The node whose output carries the rendered image (§7). */
export const IMAGE_NODE_ID = "28";

/** §9 render settings. */
export const RENDER_SETTINGS = { width: 1024, height: 1024, steps: 25, cfg: 8, batch: 1 } as const;

const NEGATIVE_PROMPT = "text, watermark, blurry, deformed, extra limbs";

/** The ComfyUI workflow (API format) for one render: seed and text prompt filled in. */
export function petWorkflow(prompt: string, seed: number): Record<string, ComfyUiNode> {
  const { width, height, steps, cfg, batch } = RENDER_SETTINGS;
  return {
    "4": { class_type: "CheckpointLoaderSimple", inputs: { ckpt_name: "pet.safetensors" } },
    "5": { class_type: "EmptyLatentImage", inputs: { width, height, batch_size: batch } },
    "6": { class_type: "CLIPTextEncode", inputs: { text: prompt, clip: ["4", 1] } },
    "7": { class_type: "CLIPTextEncode", inputs: { text: NEGATIVE_PROMPT, clip: ["4", 1] } },
    "3": {
      class_type: "KSampler",
      inputs: {
        seed,
        steps,
        cfg,
        sampler_name: "euler",
        scheduler: "normal",
        denoise: 1,
        model: ["4", 0],
        positive: ["6", 0],
        negative: ["7", 0],
        latent_image: ["5", 0],
      },
    },
    "8": { class_type: "VAEDecode", inputs: { samples: ["3", 0], vae: ["4", 2] } },
    [IMAGE_NODE_ID]: { class_type: "ImageToBase64", inputs: { images: ["8", 0] } },
  };
}
