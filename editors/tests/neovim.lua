-- Neovim's built-in LSP client against `urlbnf lsp`, headless. Driven by
-- test_neovim.py, which passes the server, the document and the result
-- file in the environment; the result is JSON for the test to check.
-- Written for Neovim 0.7 (Debian's), whose client speaks UTF-16 only.
local server = os.getenv("URLBNF_BIN")
local path = os.getenv("URLBNF_DOC")
local out = os.getenv("URLBNF_OUT")
local result = { steps = {} }

local function finish()
  vim.fn.writefile({ vim.fn.json_encode(result) }, out)
  vim.cmd("qa!")
end

local function step(name, ok, detail)
  table.insert(result.steps, { name = name, ok = ok, detail = detail })
  if not ok then
    finish()
  end
end

local exited = nil
local id = vim.lsp.start_client({
  name = "urlbnf",
  cmd = { server, "lsp" },
  root_dir = vim.fn.fnamemodify(path, ":h"),
  init_options = { debounceMs = 10 },
  on_exit = function(code, signal)
    exited = { code = code, signal = signal }
  end,
})
step("started", id ~= nil)

vim.cmd("edit " .. vim.fn.fnameescape(path))
local buf = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(buf, id)

-- Diagnostics arrive after the debounce.
local got = vim.wait(10000, function()
  return #vim.diagnostic.get(buf) > 0
end, 20)
step("diagnostics", got)
local diags = vim.diagnostic.get(buf)
result.diagnostics = {}
for _, d in ipairs(diags) do
  table.insert(result.diagnostics, {
    lnum = d.lnum, col = d.col, end_col = d.end_col,
    severity = d.severity, source = d.source, code = d.code, message = d.message,
  })
end

-- Hover on the first reported URL.
-- Neovim's columns are bytes; the server's UTF-16 units.
local function utf16(lnum, col)
  local line = vim.api.nvim_buf_get_lines(buf, lnum, lnum + 1, false)[1]
  local _, units = vim.str_utfindex(line, col or #line)
  return units
end

local first = diags[1]
local hover = vim.lsp.buf_request_sync(buf, "textDocument/hover", {
  textDocument = { uri = vim.uri_from_bufnr(buf) },
  position = { line = first.lnum, character = utf16(first.lnum, first.col) },
}, 5000)
local value = nil
for _, r in pairs(hover or {}) do
  if r.result and r.result.contents then
    value = r.result.contents.value
  end
end
result.hover = value
step("hover", value ~= nil)

-- Apply the first "Replace with" quick fix of each reported line until
-- the buffer is clean; the edits reach the server as incremental changes.
for _ = 1, 10 do
  diags = vim.diagnostic.get(buf)
  if #diags == 0 then
    break
  end
  local d = diags[1]
  local params = {
    textDocument = { uri = vim.uri_from_bufnr(buf) },
    range = {
      start = { line = d.lnum, character = 0 },
      ["end"] = { line = d.lnum, character = utf16(d.lnum) },
    },
    context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buf, d.lnum) },
  }
  local responses = vim.lsp.buf_request_sync(buf, "textDocument/codeAction", params, 5000)
  local action = nil
  for _, r in pairs(responses or {}) do
    for _, a in ipairs(r.result or {}) do
      if action == nil and a.kind == "quickfix" and a.title:find("^Replace with") then
        action = a
      end
    end
  end
  step("code action", action ~= nil, action == nil and vim.inspect(responses) or nil)
  table.insert(result.steps, { name = "applied", ok = true, detail = action.title })
  local version = vim.lsp.util.buf_versions[buf]
  vim.lsp.util.apply_workspace_edit(action.edit, "utf-16")
  -- Wait for the server's answer to the edit: new diagnostics for the
  -- new version.
  vim.wait(10000, function()
    local n = #vim.diagnostic.get(buf)
    return n < #diags or vim.lsp.util.buf_versions[buf] ~= version and n == 0
  end, 20)
end
vim.wait(2000, function()
  return #vim.diagnostic.get(buf) == 0
end, 20)
result.remaining = #vim.diagnostic.get(buf)
result.text = vim.api.nvim_buf_get_lines(buf, 0, -1, false)

-- Shutdown and exit: the server must leave with status 0.
vim.lsp.stop_client(id)
vim.wait(5000, function()
  return exited ~= nil
end, 20)
result.exit = exited
finish()
