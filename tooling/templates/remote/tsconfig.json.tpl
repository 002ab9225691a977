{
  "extends": "../tsconfig.base.json",
  "compilerOptions": { "types": ["jest", "node", "@testing-library/jest-dom"] },
  "include": ["src", "src/**/*.json"],
  "references": [{ "path": "../shared-contracts" }, { "path": "../shared-ui" }]
}
