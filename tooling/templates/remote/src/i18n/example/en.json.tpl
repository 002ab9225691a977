{
  "title": "{{Title}}",
  "loading": "Loading…",
  "error": "This could not be loaded.",
  "retry": "Try again",
  "connection": "You are connected from {{ip}} ({{country}})."
}
