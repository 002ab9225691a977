{
  "name": "{{id}}",
  "version": "0.1.0",
  "private": true,
  "description": "{{Title}} remote",
  "scripts": {
    "build": "webpack --mode production",
    "dev": "webpack serve --mode development",
    "typecheck": "tsc -b",
    "lint": "eslint .",
    "test": "jest --rootDir ."
  },
  "dependencies": {
    "@tanstack/react-query": "{{dep:@tanstack/react-query}}",
    "axios": "{{dep:axios}}",
    "i18next": "{{dep:i18next}}",
    "react": "{{dep:react}}",
    "react-dom": "{{dep:react-dom}}",
    "react-i18next": "{{dep:react-i18next}}",
    "react-router-dom": "{{dep:react-router-dom}}",
    "rxjs": "{{dep:rxjs}}",
    "shared-contracts": "workspace:*",
    "shared-ui": "workspace:*"
  },
  "devDependencies": {
    "@types/react": "{{dep:@types/react}}",
    "@types/react-dom": "{{dep:@types/react-dom}}",
    "tooling": "workspace:*",
    "webpack": "{{dep:webpack}}",
    "webpack-cli": "{{dep:webpack-cli}}",
    "webpack-dev-server": "{{dep:webpack-dev-server}}"
  }
}
