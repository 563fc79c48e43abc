// Links into the column and Q&A areas. Titles are Japanese, so they are encoded once here.
export const columnCategoryPath = (title: string) => `/column/${encodeURIComponent(title)}`;
export const columnSearchPath = (keyword: string) => `/column/search/${encodeURIComponent(keyword)}`;
export const questionSearchPath = (keyword: string) => `/question-and-answer/search/${encodeURIComponent(keyword)}`;
export const siteSearchPath = (keyword: string) => `/search/${encodeURIComponent(keyword)}`;
