{
  "title": "{{Title}}",
  "loading": "Carregando…",
  "error": "Não foi possível carregar.",
  "retry": "Tentar novamente",
  "connection": "Você está conectado de {{ip}} ({{country}})."
}
