// A codegen document transform (codegen.yml): every selection set of the web app's operations gets
// __typename, as Apollo Client adds it before sending, so a persisted document answers exactly what
// the client's cache expects.
exports.transform = require('@graphql-codegen/client-preset').addTypenameSelectionDocumentTransform.transform;
