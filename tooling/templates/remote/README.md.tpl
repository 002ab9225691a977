# {{id}}

The {{title}} remote, exposed to the shell through Module Federation (made by
`pnpm new:remote {{id}}`; see CONTRIBUTING.md).

## Run, build, test

```sh
pnpm --filter {{id}} dev        # the pages alone in the harness, against platform-api on :4000 (http://localhost:{{port}})
pnpm --filter {{id}} build
pnpm --filter {{id}} test
pnpm --filter {{id}} typecheck
pnpm --filter {{id}} lint
```

## What it exposes

{{exposes}}
