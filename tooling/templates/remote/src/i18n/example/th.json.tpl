{
  "title": "{{Title}}",
  "loading": "กำลังโหลด…",
  "error": "ไม่สามารถโหลดได้",
  "retry": "ลองอีกครั้ง",
  "connection": "คุณเชื่อมต่อจาก {{ip}} ({{country}})"
}
