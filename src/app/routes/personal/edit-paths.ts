/** The editors an own item's edit action opens (portal.md §2.9). */
import type { Works } from "@/generated/model";
import { WorksType } from "@/generated/model/worksType";

const withId = (path: string, id: string) => `${path}?id=${encodeURIComponent(id)}`;

export const articleEditPath = (id: string) => withId("/editor/article", id);

/** Image works open the image post page; demos (and any other work) the demo editor. */
export const workEditPath = (work: Pick<Works, "works_id" | "works_type">) =>
  work.works_type === WorksType.ArtCreativity
    ? withId("/postproduct/image", work.works_id)
    : withId("/application/editworks", work.works_id);
