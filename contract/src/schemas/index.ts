// Every schema of the contract, by name: the endpoint map (../endpoints/) names its schemas, and the
// server resolves those names here.
export * from './account';
export * from './admin';
export * from './columns';
export * from './common';
export * from './moderation';
export * from './notifications';
export * from './payments';
export * from './questions';
export * from './reading-aids';
export * from './readings';
export * from './search';
export * from './site';
export * from './supporters';
export * from './taxonomy';
export * from './user-admin';
export * from './users';
