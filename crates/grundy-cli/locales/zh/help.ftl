## 命令行的帮助（grundy --help、grundy 子命令 --help）和它读不懂参数时的提示。
## 消息的命名见 en/help.ftl。示例行保留缩进（Fluent 只去掉所有行共有的缩进）；
## { 和 } 写作 {"{"} 和 {"}"}，行首的 [ 写作 {"["}。

## 标题和 clap 自带的选项。
help-heading-usage = 用法:{" "}
help-heading-commands = 子命令
help-heading-arguments = 参数
help-heading-options = 选项
help-flag-help = 显示帮助
help-flag-help-short = 显示帮助（用 '--help' 查看详细说明）
help-flag-help-long = 显示帮助（用 '-h' 查看摘要）
help-flag-version = 显示版本
# 选项帮助之后：$value 为默认值；$values 为可取的值。
help-default = [默认：{ $value }]
help-possible-values = [可取的值：{ $values }]
# 在选项各个取值及其含义的列表之上（详细帮助 --help 中）。
help-possible-values-list = 可取的值：
help-command-help = 显示本帮助，或给定子命令的帮助

## grundy
help-grundy-about = 公平组合游戏：胜负、SG值、必胜着法、SG 序列与对弈
help-grundy-after =
    局面是游戏的和，写作 `GAME (+ GAME)*`，每个游戏写作 名称[参数](实参)：
      nim(3,4,5)        三堆分别为 3、4、5 的 Nim（等同于 nim(3)+nim(4)+nim(5)）
      bash[3](10)       一堆 10 个石子；每次取走 1 到 3 个
      sub[1,3,4](10)    一堆 10 个石子；每次取走 1、3 或 4 个
      script[examples/lasker.rhai](10)   规则由 Rhai 脚本（fn moves）给出的游戏
      script[examples/queen.rhai](3,5)   ……状态为数对 (3,5)
      kayles(10)        Kayles（八进制 0.77）；还有 dawson(10)、grundy(10)、octal[0.137](10)
    整数可以完整写出，也可以写成幂：nim(10^30, 7)。

    示例：
      grundy eval "nim(3,4,5)"
      grundy eval "nim(10^30, 7) + sub[1,3,4](10)" --json
      grundy seq "sub[1,3,4]" --to 30
      grundy seq "octal[0.137]"              # 直到证明其周期
      grundy play "nim(3,4,5)" --first computer
      grundy table "script[examples/queen.rhai]" --rows 10 --cols 10
      grundy graph examples/graphs/cycle.txt
      grundy quotient "octal[0.75]"             # 反常商：阶、表示、P 部分
      grundy eval "graph[examples/graphs/cycle.txt](a) + nim(1)"
      grundy sweep "0.???" --jobs 2          # 0.000..0.777 的每个代码，算到周期得证
      grundy bench                            # 测量取分游戏引擎的用时
      grundy eval - < positions.txt           # 每行一个局面，每行一个结果
      grundy seq nim --to 10^8 --format csv | head
      grundy completions bash > /etc/bash_completion.d/grundy
      grundy man | man -l -
      grundy serve                            # 网页版，地址 http://127.0.0.1:8080/

    限制（所有子命令通用）：--state-limit N（一次搜索最多保存的局面数，默认 1000000），
    --max-memory SIZE（一个表格、序列、搜索或图最多占用的内存，默认 4G），--timeout SECONDS
    （默认不限时）。按 Ctrl-C 可在一秒内停止任何命令。耗时的工作会在终端上显示进度；
    --progress-every SECONDS 则每隔 SECONDS 秒写一行进度，写入日志文件时也一样。

    语言：--lang en 或 zh（简体中文）；默认跟随系统区域设置（LANG=zh_CN.UTF-8 即为中文）。

    颜色：--color auto（默认：输出到终端时着色，除非环境变量 NO_COLOR 已设置且不为空）、
    always 或 never。

    退出状态：成功为 0；输入有误（提示会指出列号）或达到限制（提示会指出是哪项限制及放宽它的选项）
    为 2；被中断为 130。
help-grundy-arg-state-limit = 一次穷举搜索最多保存的局面数（没有定理可用的反常和、脚本、Chomp、状态图）
help-grundy-arg-max-memory = 一个表格、序列、搜索或图最多占用的内存：字节数，或带单位（512M、4G）[默认：4G；grundy serve 的每个请求为 64M]。命令分配的内存都计入；seq --mapped 存在文件中的值不计入（它们是文件的页面，由系统按需写出和读回）
help-grundy-arg-timeout = 超过这么多秒就放弃（可用小数）；默认不限时（grundy serve 的每个请求为 5 秒）
help-grundy-arg-progress-every = 每隔这么多秒向标准错误写一行耗时工作的进度（至少 0.1 秒），不是终端时也写：供长时间运行的日志使用。默认只在终端上显示一行原地刷新的进度
help-grundy-arg-color = 何时给输出着色：auto（在终端上，除非设置了 NO_COLOR）、always、never
help-grundy-value-color-auto = 输出到终端且 NO_COLOR 未设置或为空时
help-grundy-value-color-always = 总是着色，即使输出到管道或文件，也不管 NO_COLOR
help-grundy-value-color-never = 从不着色
help-grundy-arg-lang = 解释、提示、错误和帮助所用的语言：en（English）或 zh（简体中文）。默认跟随区域设置（LC_ALL、LC_MESSAGES、LANG），都不是时用英文
help-exit-status =
    退出状态：成功为 0；输入有误或达到限制为 2；被中断为 130
    （各子命令共用的限制见 grundy --help）。

## grundy eval
help-eval-about = 判断一个局面谁胜，给出它的SG值和所有必胜着法
help-eval-after =
    示例：
      grundy eval "nim(3,4,5)"
      grundy eval "nim(7,11,13)"              # 三个必胜着法
      grundy eval "bash[3](10) + sub[1,3,4](10^30)" --json
      grundy eval "nim(3,4,5)" --explain         # 逐步说明推理
      grundy eval "nim(1,1,1)" --misere          # 最后一个行动者输
      grundy eval "cram(4,5)" --stats            # 搜索一个棋盘游戏，并报告搜索的情况
      grundy eval "cram(6,7)" --db cram.db       # 保存搜索结果，下次复用
      grundy eval "cram(5,8)" --value-only      # 只要 SG值，不找所有必胜着法

    JSON 输出：{"{"}"expr", "outcome": "N"|"P", "nimber", "remoteness", "winning_moves":
    {"["}{"{"}"component", "move", "to"{"}"}]{"}"}。"remoteness"（远度）是赢家尽快取胜、输家尽量拖延时
    游戏还要进行的步数（恰在先手必败时为偶数）：由游戏族的闭式公式（"remoteness_rule" 给出其名称）
    或对局面的有界搜索得出，超出范围（"remoteness_unknown" 说明原因）或平局时为 null。
    "component" 从 0 开始给和中的分量编号（nim(3,4,5) 有三个分量）；"to" 是走完后的整个局面。
    超过 64 位的整数写成字符串。只知道胜负时（例如单个巨大的 Wythoff 局面）"nimber" 为 null；
    必胜着法多得无法列出时 "winning_moves" 为 null（"winning_moves_unlisted" 说明原因，能计数时
    "winning_move_count" 给出个数）。
    含有值为无穷的有环分量（有环的图）时，"outcome" 可能为 "D"（平局），"nimber" 为 null，
    并给出 "loopy_value": {"{"}"text": "∞{"{"}0,2{"}"}", "escapes": [0, 2]{"}"}。
    使用 --misere 时：{"{"}"expr", "convention": "misere", "outcome", "method", "remoteness",
    "winning_moves"{"}"}；当各分量的亏格（genus）决定了结果时（"method": "tame"，即 Conway 关于驯服游戏的
    定理；"restive"，即 Nim 堆中有一个躁动分量；或 "small-heaps"，即另一个博弈与除至多一堆外
    大小都是 1、2、3 的 Nim 堆），还有 "genera"：各分量的亏格。反常规则下
    最后一个行动者输，所以 "remoteness" 恰在先手必败时为奇数（0：已无路可走，先手胜）；
    超出搜索范围时不给出。

    EXPR 为 `-` 时，从标准输入读局面，每行一个（跳过空行），每个局面输出一行：用 --json 时
    每行一个 JSON 对象（JSON Lines），各带 "line" 行号；否则是一行摘要。读不懂或无法计算的行
    在对应位置输出错误（用 --json 时为 {"{"}"line", "input", "error", "column"{"}"}；错误不针对某一列时
    "column" 为 null），之后的行照常读取，最后退出状态为 2。每行最长 64 KiB。
      printf 'nim(1,2,3)\nnim(3,4,5)\n' | grundy eval - --json

    --svg 把从 EXPR 可达的局面图（至多 --limit 个，上限 5000）画成 SVG 图片：每个局面标出其值，
    先手必败（P）局面为橙色，先手必胜（N）局面为蓝色，必胜着法颜色更深；--dot 以 Graphviz DOT
    格式输出同一张图：
      grundy eval "nim(2,2)" --svg > g.svg
      grundy eval "nim(2,2)" --dot | dot -Tpng > g.png
help-eval-arg-expr = 局面，例如 "nim(3,4,5)" 或 "bash[3](10) + nim(7)"；`-` 表示从标准输入每行读一个局面
help-eval-arg-json = 输出一个 JSON 对象，而不是文字
help-eval-arg-dot = 改为以 Graphviz DOT 格式输出可达局面图
help-eval-arg-svg = 改为把可达局面图画成 SVG 图片
help-eval-arg-limit = 配合 --dot 或 --svg：最多画出的局面数
help-eval-arg-explain = 说明推理过程：规则、每个分量的SG值、异或和，以及每个必胜着法为什么必胜
help-eval-arg-misere = 反常规则（misère）：最后一个行动者输
help-eval-arg-form = 配合 --misere：输出局面的反常最简形式（Conway）、亏格 g^{"{"}γ0γ1...{"}"}、类别（tame、restive、restless 或 wild）以及该形式的大小和生日，而不是必胜着法
help-eval-arg-stats = 结束后在标准错误输出分量搜索的情况（cram、nodekayles 等棋盘游戏）：搜索的局面数、查表次数与命中数、用时
help-eval-arg-db = 把搜索耗时较长的分量（cram、nodekayles）的值保存在 FILE 中（不存在时创建），并复用其中已有的值：第二次运行，或中断后重新运行，会跳过先前已求出的部分。进程被杀死也不会损坏
help-eval-arg-threads = 用 N 个共享一张表的线程搜索棋盘游戏（cram、nodekayles）；默认用所有核（至多 8 个）。搜索超过几千个局面才启动辅助线程：在 2 核上 cram(4,9) 的用时是单线程的一半，CPU 时间大致相同
help-eval-arg-options = 列出所有着法（不只是必胜着法），每个着法附上它走到的局面的胜负、SG值和远度（那里为 P：这步必胜）
help-eval-arg-board = 以 JSON 输出局面的图形：每个能画出的分量（Nim、Chomp、Cram、Wythoff）画成网格上的部件，以及每个着法：要点击的部件、它改变的部件、走到的局面、是否必胜（正常规则）；即网页所画和可点击的内容
help-eval-arg-setup = 以 JSON 输出局面编辑器的图形：每个有编辑器的分量（所有能画出的游戏）及点击可以添加的位置，每次点击作为走到所设局面（`to`）的着法；每个分量的 `without`（去掉它后的局面）以及教师可以添加的 `additions`：即网页编辑器所用的内容
help-eval-arg-max-options = 配合 --options：最多列出的着法数
help-eval-arg-value-only = 只输出SG值（从而也给出胜负），不找必胜着法：在大棋盘上每个着法都要单独搜索

## grundy seq
help-seq-about = 输出单堆游戏族的 SG 序列 G(0..=N)
help-seq-after =
    示例：
      grundy seq "sub[1,3,4]" --to 30
      grundy seq "bash[3]" --to 20 --json
      grundy seq nim --to 10^6 --format csv > nim.csv
      grundy seq kayles                        # 直到证明其周期
      grundy seq kayles --format cpp           # 数组和对每个 n 的 sg(n)，供竞赛使用
      grundy seq "sub[1,2]" --to 30 --misere    # 最后一个行动者输
      grundy seq "sub[1,2]" --to 30 --remoteness  # 完美对弈要进行多少步
      grundy seq "powers[2..12]" --to 200       # 参数的每个取值一行
      grundy seq "octal[0.137]" --stats --freq
      grundy seq grundy --to 1048576 --out grundy.gv --stats
      grundy seq "octal[0.6]" --to 10^8 --out officers.gv --checkpoint officers.ckpt
      grundy seq grundy --to 2^33 --mapped --checkpoint grundy.gv --no-values

    游戏族不带堆大小：写 `sub[1,3,4]`，而不是 `sub[1,3,4](10)`。
    值边算边输出，所以长序列占用的内存很少，`| head` 也能立即停止计算。
    CSV 输出（--format csv）：表头行 `n,value`，然后每个堆大小一行；只有值（没有周期）。
    竞赛代码（--format cpp、--format python）：值组成的数组 SG，找到的规律作为注释，
    当定理证明了周期时，还有对每个 n 给出 G(n) 的函数 sg(n)（docs/rules.md）。
    JSON 输出（--format json 或 --json）：{"{"}"family", "values": [G(0), ..., G(N)],
    "period": {"{"}"preperiod", "period", "saltus", "proven", "checked_to"{"}"} 或 null{"}"}，要求时还有 "freq" 和
    "stats"。周期的含义是：对每个 n >= preperiod，G(n + period) = G(n) + saltus（增量）；"proven" 表示
    这是由定理保证的（八进制周期性定理或闭式公式），还是只在前 "checked_to" 个值上观察到的
    （闭式公式时为 null）。然后，除非给了 --no-rules：
    "p_positions": {"{"}"listed", "count", "checked_to"{"}"} 和 "rules": [{"{"}"kind", "text", "proven",
    "checked_to", "exceptions"{"}"}]：前 2^20 个值所遵循的规律（G(n) = n mod 2、G(2k) = k、
    G(2k+1) = G(k)、P 局面在斐波那契数上……），取自规律查找器的目录（docs/rules.md），每条规律
    由定理证明或观察到 n = checked_to 为止，并列出它不成立的少数位置（如果有）。

    反常规则（--misere，配合 --to）：最后一个行动者输时每个堆谁胜；在只有终止局面值为 0 时用
    Bouton 的反常规则或 Anti-SG 定理判定，对取分游戏用反常商判定，否则按定义搜索；在搜索能算出
    全部值时给出反常 SG值 G⁻(n)（无路可走的堆为 1，否则为后继状态的值的 mex；恰在 P 局面为 0）；
    然后是 P 局面和找到的规律，用 G⁻ 表述，均为观察所得。CSV：`n,outcome,misere_value`。JSON：
    {"{"}"family", "convention": "misere", "to", "method", "outcomes": ["N", "P", ...], "values":
    {"["}G⁻(0), ...] 或 null, "p_positions", "rules"{"}"}。

    远度（--remoteness，配合 --to）：R(n)，即赢家尽快取胜、输家尽量拖延时从堆 n 开始游戏进行的
    步数（无路可走为 0；恰在 P 局面为偶数；平局为 D），按定义计算：没有着法分堆时直接递推，否则
    搜索和（Kayles 这样能算的堆要少得多；达到限制时保留之前算出的堆并说明原因）。然后是 P 局面和
    R 所遵循的规律，均为观察所得。CSV：`n,remoteness`。JSON：{"{"}"family", "to", "remoteness":
    {"["}R(0), ...], "computed", "stopped"（被限制停止时）, "p_positions", "rules"{"}"}。

    参数扫描：游戏族中的一个范围，可以是方括号中作为整个参数的 A..B（powers[2..12]、
    sub[1,2..6]），也可以是任意位置的 {"{"}A..B{"}"}（octal[0.{"{"}1..7{"}"}7]、coins[run[{"{"}1..6{"}"}]]），至多 64 个值；
    每个值输出一行（其周期和其值遵循的第一条规律，或者该值为什么不构成游戏），然后是它们如何
    依赖于参数 P 的总结，只是在这些行上观察到的，未经证明：对所有 P 一行（"every P: period P + 1"），
    或者奇数 P 一行、偶数 P 一行。
    CSV：`parameter,family,preperiod,period,saltus,proven,rule,error`。JSON：{"{"}"pattern", "first",
    "last", "rows": [{"{"}"parameter", "family", "period", "rules", "error"{"}"}], "summary"{"}"}。

    取分游戏（kayles、dawson、octal[CODE]、grundy）：不给 --to 时，八进制游戏一直算到证明其周期
    （至多 --max 个堆大小），输出的值是前周期和一个周期，它们决定了其余所有值。--out 把值写成库中
    说明的二进制格式（grundy::takebreak::values_file）：魔数 GRUNDYv2、宽度、游戏名、两个带校验和
    的提交记录、小端序的值（仍可读取 GRUNDYv1 文件）。--checkpoint 每隔 --checkpoint-every 秒以及
    按 Ctrl-C 时保存运行状态，只追加上次保存以来算出的值，再写一个提交记录，所以任何时刻崩溃
    （即使 kill -9）都会留下可以恢复的检查点；同一命令会在确认检查点属于同一游戏且未损坏后从它恢复。
    --mapped 把值放在 --checkpoint 文件（否则是 --out 文件）中并做内存映射，而不是放在内存里：
    这时检查点只写一个提交记录，恢复时不读入任何内容，序列也可以大于 --max-memory，后者不计入
    映射的值（它们是文件的页面，由系统按需写出和读回；文件增长时预留磁盘空间，所以磁盘满时
    会给出明确的错误）。
help-seq-arg-family = 游戏族，例如 "sub[1,3,4]"、"kayles" 或 "octal[0.137]"
help-seq-arg-to = 要计算到的最大堆大小（可以写 2^20 这样的整数）
help-seq-arg-format = 输出格式：text、csv（只有值，带表头行）、json，或竞赛代码（cpp、python：一个数组，周期得证时还有对每个 n 的查表函数）
help-seq-value-format-text = 给人看：对齐的列，用文字描述规律
help-seq-value-format-csv = 逗号分隔的值，带表头行：只有值
help-seq-value-format-json = 一个 JSON 对象，边算边写
help-seq-value-format-cpp = C++ 竞赛代码：值组成的数组，周期得证时还有对每个 n 的查表函数 `sg(n)`
help-seq-value-format-python = Python 竞赛代码：同样的列表和函数
help-seq-arg-json = 输出一个 JSON 对象：等同于 --format json
help-seq-arg-engine = 取分游戏所用的引擎
help-seq-value-engine-naive = 对所有后继状态求 mex（慢；作为参照）
help-seq-value-engine-sparse = 稀有/常见值的稀疏空间方法
help-seq-arg-freq = 输出每个值出现在多少个堆大小上
help-seq-arg-stats = 输出引擎的统计：稀有掩码、稀有局面、最大值
help-seq-arg-out = 把值以 grundy 的二进制格式写入 FILE（不输出它们）
help-seq-arg-no-values = 不输出值（只输出周期和其他要求的内容）
help-seq-arg-no-rules = 不查找值所遵循的规律，也不列出 P 局面
help-seq-arg-misere = 反常规则（最后一个行动者输）：每个堆谁胜、算出时给出反常 SG值 G⁻(n)、P 局面及其规律
help-seq-arg-remoteness = 远度：从每个堆开始完美对弈要进行多少步，R(n)，以及 P 局面和 R 所遵循的规律
help-seq-arg-checkpoint = 定期以及按 Ctrl-C 时把运行状态保存到 FILE，并从它恢复
help-seq-arg-mapped = 把值放在 --checkpoint 文件（否则是 --out 文件）中并做内存映射，而不是放在内存里（用于比内存还大的序列；值不变）
help-seq-arg-checkpoint-every = 两次检查点之间的秒数
help-seq-arg-max = 不给 --to 时：为证明周期最多计算的堆大小个数
help-seq-arg-plot = 另外把 G(n) 关于 n 的散点图画成 SVG 写入 FILE
help-seq-arg-single-thread = 只用一个线程（机器有多个核时稀疏引擎默认用两个线程；值完全相同）
help-seq-arg-threads = 稀疏引擎总共用 N 个线程：每个线程都预先准备后面的堆（第 1 步和第 2 步的扫描），本线程还按顺序完成它们（默认：多核机器上为 2；对任何 N 值都完全相同）

## grundy play
help-play-about = 在终端里和电脑对弈
help-play-after =
    示例：
      grundy play "nim(3,4,5)"
      grundy play "bash[3](21)" --first computer
      grundy play "nim(1,2,3)" --misere           # 最后一个行动者输
      grundy play "chomp(5,4)" --level beginner --seed 7

    水平：perfect（默认）尽快取胜，处于败势时尽量拖长游戏（按远度）；good 每四步中有一步随机走一个
    合法着法，其余走最佳着法；beginner 每四步中有三步随机走。随机选择取决于 --seed（不给时随机选一个
    并输出），所以一局可以重放。

    着法用编号指明分量，并写出它变成什么：`1 -> 2` 把分量 1 变成 2（在 Nim 中，从第 1 堆取石子
    直到剩下 2 个）。在提示符下，`hint` 显示必胜着法（太多而无法列出时，显示个数和其中几个），
    `moves` 列出所有着法，`rules` 重复规则，`quit` 退出。
help-play-arg-expr = 开始的局面，例如 "nim(3,4,5)"
help-play-arg-first = 谁先走；不给时在开始时询问（输入不是终端时为 you，即你先走）
help-play-arg-misere = 反常规则（misère）：最后一个行动者输
help-play-arg-level = 电脑的水平：perfect、good（每四步错一步）或 beginner（每四步中有三步随机走）
help-play-arg-seed = 较弱水平的随机选择所用的种子：同一种子重放同一局

## grundy table
help-table-about = 输出局面为数对的游戏族的值表 G(a, b)
help-table-after =
    示例：
      grundy table "script[examples/queen.rhai]" --rows 12 --cols 12
      grundy table "script[examples/king.rhai]" --rows 8 --cols 8 --json
      grundy table "script[examples/queen.rhai]" --rows 100 --cols 100 --format csv > queen.csv
      grundy table wythoff --rows 10 --cols 10 --misere   # 最后一个行动者输

    游戏族不带局面。第 a 行第 b 列是 G(a, b)，即参数为 (a, b) 的局面的值（对脚本而言是状态 [a, b]）。
    在终端上 P 局面（值为 0）反色显示（见 --color）。表格下方：看起来有周期的行和列、P 局面的分布
    （都是在表中观察到的，未经证明），以及表格遵循的规律。
    CSV 输出（--format csv）：表头行 `a\b,0,1,...` 为列号，然后每个 a 一行，以 a 开头；只有值。
    竞赛代码（--format cpp、--format python）：值组成的二维数组 SG，找到的规律作为注释。
    远度（--remoteness）：表中是 R(a, b)，即赢家尽快取胜、输家尽量拖延时游戏进行的步数（恰在 P 局面
    为偶数，反色显示；平局为 D），按定义搜索得出；达到限制时保留之前算出的行。JSON：
    {"{"}"family", "rows", "cols", "remoteness": [[R(0,0), ...], ...], "stopped"（被限制停止时）,
    "p_positions": [[a, b], ...], "rules"{"}"}。
    反常规则（--misere）：表中是反常 SG值 G⁻(a, b)（无路可走的局面为 1，否则为后继状态的值的 mex；
    恰在最后一个行动者输时先手必败的地方为 0），按定义搜索得出，规律用 G⁻ 表述。
    JSON 输出（--format json 或 --json）：{"{"}"family", "convention"（"normal" 或 "misere"）, "rows", "cols",
    "values": [[G(0,0), G(0,1), ...], ...],
    "pattern": {"{"}"rows", "columns", "symmetric", "p_positions", "p_lines", "p_lattice",
    "most_p_in_a_row", "most_p_in_a_column"{"}"}, "rules": [{"{"}"kind", "text", "proven", "checked_to",
    "exceptions"{"}"}]{"}"}：表格遵循的规律（G(a, b) = a XOR b、P 局面在 Wythoff 数对上……），取自规律
    查找器的目录（docs/rules.md），每条都是在表上观察到的，并列出它不成立的少数格子（如果有）。
help-table-arg-family = 游戏族，例如 "script[examples/queen.rhai]"
help-table-arg-rows = 行数：a = 0..ROWS-1
help-table-arg-cols = 列数：b = 0..COLS-1
help-table-arg-misere = 反常规则（最后一个行动者输）：反常 SG值 G⁻(a, b) 的表，其中的 0 就是 P 局面，以及它的规律
help-table-arg-remoteness = 远度 R(a, b) 的表：从每个局面开始完美对弈要进行多少步
help-table-arg-format = 输出格式：text、csv（只有值，带表头行）、json，或竞赛代码（cpp、python：一个数组，周期得证时还有对每个 n 的查表函数）
help-table-value-format-text = 给人看：对齐的列，用文字描述规律
help-table-value-format-csv = 逗号分隔的值，带表头行：只有值
help-table-value-format-json = 一个 JSON 对象，边算边写
help-table-value-format-cpp = C++ 竞赛代码：值组成的数组，周期得证时还有对每个 n 的查表函数 `sg(n)`
help-table-value-format-python = Python 竞赛代码：同样的列表和函数
help-table-arg-json = 输出一个 JSON 对象：等同于 --format json

## grundy graph
help-graph-about = 以有向图给出的游戏：每个顶点的胜负（P、N 或 D）和值
help-graph-after =
    一枚棋子放在一个顶点上；一步是沿一条边移动它；无路可走的一方输。图可以有环，所以对弈可能
    永远进行下去：平局（D）。

    文件格式：
      边列表      每行一个着法，`FROM TO`（或 `FROM -> TO`）；只有一个名字的行声明一个顶点；
                  `#` 开始注释。名字是不含空白和 `#` 的任意记号。
      DOT         digraph G {"{"} a -> b -> c; c -> {"{"}a d{"}"}; "a name" -> a [label=x] {"}"}
                  （.dot/.gv 文件或以 `digraph`/`graph` 开头的文本按此格式读）
      限制        文件至多 256 MiB，逐块读取；顶点名至多 1000 个字符；图本身不超过 --max-memory

    值：有限值在和中就像同样大小的一堆 Nim；∞{"{"}0,2{"}"} 是 Smith 的广义值：该局面可以让游戏永远
    进行下去，0、2 是它的有限后继状态的值。和：graph[FILE](v) + nim(k) 当 k 在花括号中时
    先手必胜（v 为无穷），否则为平局。

    示例：
      grundy graph examples/graphs/cycle.txt
      grundy graph examples/graphs/game.dot --json
      grundy graph examples/graphs/cycle.txt --svg > cycle.svg    # 直接画图，不需要 Graphviz
      grundy graph examples/graphs/cycle.txt --dot | dot -Tpng > cycle.png
      （DOT 输出中顶点的名字和文件中相同：grundy graph 可以把它读回来）
      grundy eval "graph[examples/graphs/cycle.txt](a) + nim(1)"

    JSON 输出：{"{"}"file", "vertices", "edges", "positions": [{"{"}"vertex", "outcome":
    "P"|"N"|"D", "value": 2 | "∞", "escapes": [...]（仅当为 ∞）, "text": "∞{"{"}0,2{"}"}",
    "best_moves": [...]{"}"}]{"}"}。N 顶点的最佳着法是它走到 P 顶点的着法（必胜着法）；D 顶点的最佳着法
    是它走到 D 顶点的着法（保持平局的着法）。
help-graph-arg-file = 图文件（边列表或 DOT）
help-graph-arg-json = 输出一个 JSON 对象，而不是表格
help-graph-arg-dot = 以 Graphviz DOT 格式输出图，顶点标出其值，并按胜负着色（P 红色，N 绿色，D 黄色）
help-graph-arg-svg = 把图画成 SVG 图片：顶点标出其值，P 橙色，N 蓝色，D 灰色，必胜着法颜色更深
help-graph-arg-limit = 配合 --svg：最多画出的顶点数（至多 5000）；更大的图会被拒绝

## grundy sweep
help-sweep-about = 计算八进制代码模式的每个代码（0.??? 是 512 个代码），直到周期得证或达到上限
help-sweep-after =
    示例：
      grundy sweep "0.???"                    # 512 个代码，算到周期得证或 10^6 个值
      grundy sweep "4.?7" "0.1?" --max 10^5 --format csv
      grundy sweep "0.??" --hex --max 10^4 --jobs 2
      grundy sweep "0.???" --checkpoint sweep.ckpt --certificates certs/
      grundy verify certs/0.137.json

    模式是用 ? 代表任意数字的八进制代码：0.??? 代表 0.000 到 0.777，4.?7 代表 4.07 到 4.77；
    用 --hex 时 ? 取 0 到 f（8 会增加留下三堆的着法）。小数点前的 ? 代表那里允许的数字（0 和 4；
    用 --hex 时还有 8 和 c）。总共至多 65536 个代码。

    每个代码一直算到八进制周期性定理证明其周期，至多 --max 个值（默认 10^6），或者用 --to N 恰好
    计算 G(0..=N)。状态：proven（由定理证明）、observed（值以一个周期结束，未证明）或 open。
    是同一个游戏的代码只列一次，其他代码列在 aliases 中，并注明如何得知：same-rules（0.770 即
    0.77）、redundant-moves（一条定理：大小为 1 的堆值为 0 时，取走 k 个所达到的值，与取走 k-1 个
    并在旁边留下大小为 1 的堆相同，所以 0.63 即 0.6；当堆 k 有另一个值为 0 的后继状态时，取走 k 个
    什么也不留的着法是多余的，所以 0.761 即 0.76；只计算一次）、proven（周期都已证明且相等，并且
    直到前周期加一个周期的值都相等，这些值决定了其余的值）或 fingerprint（没有证明周期；在双方都
    算到的范围内，值的 128 位指纹相同：在这个范围内是同一个游戏，超出范围不作断言）。

    表格的列：code、status、preperiod、period、saltus（增量）、largest value、rare（稀疏引擎中取
    稀有值的堆大小个数）、values computed、seconds、aliases。CSV（--format csv）有同样的列和表头行，
    外加 certified_by（定理所需的值的个数）和 fingerprint。JSON（--format json）：{"{"}"limit": {"{"}"max": N{"}"}
    或 {"{"}"to": N{"}"}, "codes", "rows":
    {"["}{"{"}"code", "status", "preperiod", "period", "saltus", "largest_value", "rare_count",
    "values_computed", "certified_by", "seconds", "fingerprint", "aliases": [{"{"}"code",
    "by", "to"{"}"}]{"}"}]{"}"}。

    --checkpoint FILE 在每个代码完成时记录下来（每个一行 JSON）；在 Ctrl-C、达到限制或崩溃之后，
    同一命令会从它恢复，不再重新计算这些代码。仍在计算的代码把它们的值保存在 FILE.codes/ 中
    （CODE.max-N.values，与 seq --checkpoint 的格式相同），每隔 --checkpoint-every 秒以及停止时保存，
    这样要算几个小时的代码也能从停下的地方接着算；代码记录下来后，它的文件即被删除。
    --certificates DIR 为每个已证明的周期写出 DIR/CODE.json（代码、前周期、周期、定理、值检验到哪里、
    引擎版本），以及 OEIS b-file 格式的值 DIR/CODE.b.txt；grundy verify 用朴素引擎再检验一遍。
help-sweep-arg-patterns = 用 ? 代表任意数字的八进制代码：0.???、4.?7、0.137
help-sweep-arg-to = 对每个代码恰好计算 G(0..=N)，不论周期是否得证
help-sweep-arg-max = 每个代码一直算到周期得证，至多 N 个值 [默认：10^6]
help-sweep-arg-jobs = 同时计算多少个代码 [默认：核数]
help-sweep-arg-checkpoint = 把完成的代码记录在 FILE 中（正在计算的代码的值记录在 FILE.codes/ 中），并从它恢复
help-sweep-arg-checkpoint-every = 两次保存正在计算的代码的值之间的秒数
help-sweep-arg-format = 输出格式：table、csv 或 json
help-sweep-value-format-table = 对齐的列，给人看
help-sweep-value-format-csv = 逗号分隔的值，带表头行
help-sweep-value-format-json = 一个 JSON 对象
help-sweep-arg-certificates = 为每个已证明的周期在 DIR 中写出证书和 b-file
help-sweep-arg-hex = 让 ? 取十六进制数字 0 到 f

## grundy verify
help-verify-about = 用朴素引擎重新检验已证明周期的证书
help-verify-after =
    示例：
      grundy sweep "0.???" --certificates certs/
      grundy verify certs/0.137.json
      grundy verify certs/*.json --timeout 600

    证书（CODE.json）声称：八进制游戏 CODE 对每个 n >= preperiod 有 G(n + period) = G(n)，这是最小的
    前周期和周期，并且它的值 G(0..checked_to)（列在旁边的 b-file CODE.b.txt 中）由八进制周期性定理
    证明了这一点。verify 用朴素引擎（对所有后继状态求 mex，与找到周期的稀疏引擎无关）重新计算这些值，
    检验它们与 b-file 相同、定理的形式是该代码的着法所要求的并且值足够多、周期在这些值上成立、
    并且没有更小的周期或前周期成立。指出第一处不符。
    每个证书都通过检验时退出状态为 0，否则为 2。
help-verify-arg-certificates = 证书（grundy sweep --certificates 写出的 JSON 文件）

## grundy quotient
help-quotient-about = 输出取分游戏在堆大小不超过 N 时的反常商：它的阶、表示、P 部分和每个堆对应的元素
help-quotient-after =
    游戏限制在堆大小不超过 N 时的反常商（Plambeck 与 Siegel 2008）是它的和在反常不可区分意义下的
    交换幺半群：如果加上任何第三个和后两个和的反常结果都相同，它们就是同一个元素。一个和是反常
    P 局面，当且仅当它各堆元素的乘积在 P 部分中。输出的每个商都经过证明：加上堆所能达到的每个
    （元素，后继元素）对都按规则检验过。

    示例：
      grundy quotient "octal[0.75]"
      grundy quotient "octal[0.333]" --heaps 3        # 堆不超过 3 的反常 Nim：T2
      grundy quotient kayles --heaps 10 --table
      grundy quotient dawson --heaps 20 --json
      grundy quotient kayles --heaps 12 --genus     # 每个堆的 Conway 亏格；驯服还是狂野

    JSON 输出：{"{"}"game", "code", "heaps", "order", "elements", "p_portion",
    "presentation": {"{"}"generators", "generator_heaps", "relations"{"}"}, "heap_map": [堆 0、1、……
    的元素], "tame", "changes", "period": {"{"}"preperiod", "period", "checked_to",
    "proven", "heaps_for_proof"{"}"} 或 null, "verified_pairs"，用 --table 时有 "table"（"elements" 中的
    下标），用 --genus 时有 "genus": {"{"}"tame", "heaps": [对堆 0、1、…… 的 {"{"}"symbol", "normal", "misere",
    "tame"{"}"}], "sums"{"}"}{"}"}。周期是到 N 为止看到的周期。当着法至多取走 t 个（t 为代码的最后一位）、
    至多留下两堆且不要求两堆不等，并且 N 至少为 2·max(m, 1) + 2p + t − 1（p 为从堆 m 开始的周期，
    即 "heaps_for_proof"）时，周期对每个堆都得到证明（这时商就是整个游戏的商）：每个更大的堆与小
    p 的堆有相同的元素和后继元素，所以证明覆盖了它。

    堆的 Conway 亏格 g^{"{"}γ0γ1...{"}"}（On Numbers and Games 第 12 章）：g 是它的正常规则 SG值，γk 是该堆
    加上 k 个 *2 的反常 SG值；γ 最后交替出现，写到交替的前两个值为止（*0 = 0^{"{"}120{"}"}，
    {"*"}1 = 1^{"{"}031{"}"}，*2 = 2^{"{"}20{"}"}）。当每个局面的亏格都是 0^{"{"}120{"}"}、1^{"{"}031{"}"} 或 a^{"{"}a(a⊕2){"}"} 时，
    游戏是驯服的（tame）；驯服游戏在反常规则下和 Nim 一样。亏格要对堆所能到达的每个堆的和求值，
    所以会分堆的游戏比反常商更早（在更小的堆上）达到限制。
help-quotient-arg-game = 游戏：octal[CODE]、kayles、dawson、grundy……
help-quotient-arg-heaps = 最大的堆大小
help-quotient-arg-json = 输出一个 JSON 对象，而不是文字
help-quotient-arg-table = 另外输出乘法表
help-quotient-arg-genus = 另外输出每个堆的 Conway 亏格，以及游戏是否驯服

## grundy games
help-games-about = 列出表达式语言认识的游戏
help-games-after =
    示例：
      grundy games

## grundy serve
help-serve-about = 提供网页版：页面及其 JSON API
help-serve-after =
    示例：
      grundy serve                              # 然后打开 http://127.0.0.1:8080/
      grundy serve --port 9000 --timeout 10 --max-memory 512M
      grundy serve --bind 0.0.0.0               # 让整个网络都能访问（教室）

    一切都在可执行文件里：无需安装。页面文件和 API 都由这一个进程提供；API 的说明在
    /api/openapi.json。

    每个请求在自己的限制下计算，限制由各子命令共用的选项设定：--timeout（默认每个请求 5 秒）、
    --max-memory（默认每个请求 64M，计入它分配的全部内存）和 --state-limit。同时至多运行
    --max-concurrent 个计算，其中至多四分之一可以是长计算（超过四分之一秒的计算，以最低优先级运行）；
    超出时请求立即被拒绝（503，长计算为 429），而不排队。客户端断开连接的请求停止计算。请求不读任何
    文件：script[FILE] 和 graph[FILE] 会被拒绝，规则要直接写在请求中。
    按 Ctrl-C 停止服务器。
help-serve-arg-bind = 监听的地址。默认的环回地址只允许本机访问；0.0.0.0 允许所有能连到本机的人访问
help-serve-arg-port = 监听的端口；0 表示选一个空闲端口
help-serve-arg-max-concurrent = 同时最多运行多少个计算（其中四分之一可以是长计算）

## grundy bench
help-bench-about = 在参考工作负载上测量取分游戏引擎的用时
help-bench-after =
    示例（请先用优化模式构建；调试构建要慢很多倍）：
      cargo run --release -p grundy-cli -- bench

    工作负载：Grundy 游戏、0.161 和 0.6 算到 n = 2^20（稀疏引擎）；0.354 算到周期得证；0.346 算到
    n = 200000（值超过 4096，一半的堆是稀有的：0.??? 扫描大部分时间花在这类代码上）；两种引擎各把
    Grundy 游戏算到 2^17（比较它们的用时之比）。时间是每项运行一次的挂钟秒数；同时运行的其他程序会
    使它们变慢。"ogsolve rc" 列是在一台 2 核机器上（不是本机）测得的 ogsolve rc（Beling 的引擎）的
    秒数（0.346 没有）。每行最后是值的校验和，用来检查更快的引擎算出的序列仍然相同。

    --scale 改为把 Grundy 游戏算到 2^26（用 --quick 时为 2^22），并按堆大小分段输出每秒处理的堆数，
    以便发现慢的区段。

    --quotients 改为测量反常商（grundy quotient）的用时：0.75、Kayles 和 0.31 在 200 个堆上（周期已
    证明），Dawson's Kayles、Dawson's Chess、0.106（阶 844）、0.142（阶 1,324）、4.7 和 Grundy 游戏
    在商不超出默认限制的尽可能多的堆上，每行给出商的阶、证明的规模和周期（已证明或观察到）。
    "MisereSolver" 列是在一台 2 核机器上（不是本机）测得的 Siegel 的 MisereSolver 的秒数。

    --boards 改为测量棋盘游戏搜索的用时：5 × 7、4 × 9 和 5 × 8 的 Cram（用 --quick 时为 4 × 7 和
    5 × 6），单线程，每行给出值和搜索的局面数。"igs" 列是在一台 2 核机器上（不是本机）测得的
    igsolve（Beling 的求解器）的秒数。

    --rules 测量规律查找器相对于它所读的值的用时：sub[1,3,4]、Lasker's Nim、Kayles、0.6 和 Grundy
    游戏的 10^5 个值，以及 Wythoff 游戏的 300 × 300 表，每行给出三次运行中计算值和查找规律的用时的
    中位数，以及后者占前者的比例（目标是低于 10 %）。

    --remoteness 测量远度相对于其比较对象的用时：sub[1,3,4]、0.33、bash[3] 和 nim 到 n = 10^6 的
    R(n) 相对于它们的值（目标：至多 3 倍），以及由搜索求值的和与棋盘（chomp、cram、带一个减法堆的
    kayles、Node-Kayles 的图）的远度相对于同一搜索对整个和求出的胜负（目标：至多 2 倍），每行给出
    三次运行的中位数和比值。
help-bench-arg-quick = 每个规模都除以 16（快速冒烟测试）
help-bench-arg-scale = 把 Grundy 游戏算到 2^26，并按堆大小分段输出每秒处理的堆数
help-bench-arg-quotients = 改为测量反常商的用时
help-bench-arg-boards = 改为测量棋盘游戏搜索（Cram）的用时
help-bench-arg-rules = 测量规律查找器相对于计算它所读的值的用时
help-bench-arg-remoteness = 测量远度相对于与之对应的值（单堆）或胜负（和）的用时

## grundy completions
help-completions-about = 输出某个 shell 的补全脚本
help-completions-after =
    示例：
      grundy completions bash > ~/.local/share/bash-completion/completions/grundy
      grundy completions zsh > ~/.zfunc/_grundy      # 需在 ~/.zshrc 中写 fpath+=(~/.zfunc)
      grundy completions fish > ~/.config/fish/completions/grundy.fish
help-completions-arg-shell = shell 的名字

## grundy man
help-man-about = 输出 grundy 或某个子命令的手册页（roff）
help-man-after =
    示例：
      grundy man | man -l -
      grundy man seq > grundy-seq.1
help-man-arg-subcommand = 要输出其手册页的子命令（默认是 grundy 本身的手册页）

## clap 拒绝的参数，消息的形式和 clap 自己的相同。消息接在 cli.ftl 的 error-prefix 之后；
## 之后是提示、用法和最后一行。
# $arg：给出的参数。
arg-error-unknown-argument = 无法识别的参数 '{ $arg }'
# $subcommand：给出的子命令。
arg-error-unknown-subcommand = 无法识别的子命令 '{ $subcommand }'
# $value：给出的值；$arg：选项及其值名，如 --color <WHEN>。
arg-error-invalid-value = '{ $arg }' 的值 '{ $value }' 无效
arg-error-value-required = '{ $arg }' 需要一个值，但没有给出
# $values：该选项可取的值。
arg-error-possible-values = [可取的值：{ $values }]
# $reason：值被拒绝的原因。
arg-error-value-validation = '{ $arg }' 的值 '{ $value }' 无效：{ $reason }
arg-error-too-many-values = '{ $arg }' 多出了一个值 '{ $value }'；不需要更多的值
# 之后每行一个缺少的参数。
arg-error-missing-required = 缺少以下必需的参数：
# $command：命令；$values：它的子命令。
arg-error-missing-subcommand = '{ $command }' 需要一个子命令，但没有给出
arg-error-subcommands = [子命令：{ $values }]
# $arg、$other：不能同时使用的两个选项。
arg-error-conflict = 参数 '{ $arg }' 不能和 '{ $other }' 同时使用
# 之后每行一个其他选项。
arg-error-conflict-list = 参数 '{ $arg }' 不能和以下参数同时使用：
arg-error-conflict-any = 参数 '{ $arg }' 不能和给出的其他某个参数同时使用
arg-error-used-twice = 参数 '{ $arg }' 不能多次使用
arg-error-not-utf8 = 参数中有无效的 UTF-8
arg-error-other = 无法读取这些参数
# $names：相似的名字，带引号；$count：个数。
arg-error-tip-subcommand = 提示：{ $count ->
        [1] 有一个相似的子命令
       *[other] 有几个相似的子命令
    }：{ $names }
arg-error-tip-argument = 提示：{ $count ->
        [1] 有一个相似的参数
       *[other] 有几个相似的参数
    }：{ $names }
arg-error-tip-value = 提示：{ $count ->
        [1] 有一个相似的值
       *[other] 有几个相似的值
    }：{ $names }
# $arg：看起来像选项的参数；$instead：怎样把它作为值给出。
arg-error-tip-as-value = 提示：要把 '{ $arg }' 作为值传入，请用 '{ $instead }'
# $usage：子命令及其选项，如 seq --freq。
arg-error-tip-exists = 提示：有 '{ $usage }'
arg-error-tip-remove-dashes = 提示：子命令 '{ $subcommand }' 存在；要使用它，请去掉它前面的 '--'
# $flag：--help。
arg-error-try-help = 更多信息请用 '{ $flag }'。
