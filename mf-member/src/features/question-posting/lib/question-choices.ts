// What the question form offers: published categories and tags, approved experts. An admin's
// default expert list is every status, so approved is asked for explicitly.
import { api, type Category, type ExpertInfo, type Tag } from '@hiroba/api-client';

export interface QuestionChoices {
  categories: Category[];
  tags: Tag[];
  experts: ExpertInfo[];
}

export async function loadQuestionChoices(signal?: AbortSignal): Promise<QuestionChoices> {
  const [categories, tags, experts] = await Promise.all([
    api.categories.list({ status: 'published', per: 'all' }, { signal }),
    api.tags.list({ status: 'published', per: 'all' }, { signal }),
    api.expertInfos.list({ status: 'approved', per: 'all' }, { signal }),
  ]);
  return { categories: categories.data, tags: tags.data, experts: experts.data };
}
