-- wrk script: counts the responses by status and prints them at the end.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  statuses = {}
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    local counts = thread:get("statuses")
    for status, count in pairs(counts) do
      total[status] = (total[status] or 0) + count
    end
  end
  local line = "statuses:"
  for status, count in pairs(total) do
    line = line .. " " .. status .. "=" .. count
  end
  print(line)
end
