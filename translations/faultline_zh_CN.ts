<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>AnnotatedCopy</name>
    <message>
        <source>The capture %1 does not exist.</source>
        <translation>采集文件 %1 不存在。</translation>
    </message>
    <message>
        <source>The annotated copy cannot replace the capture itself; choose another file.</source>
        <translation>带注释的副本不能替换采集文件本身；请选择其他文件。</translation>
    </message>
    <message>
        <source>%1 is in use by SQLite (%2 exists); choose another file.</source>
        <translation>%1 正被 SQLite 使用（存在 %2）；请选择其他文件。</translation>
    </message>
    <message>
        <source>Cannot open the capture %1: %2</source>
        <translation>无法打开采集文件 %1：%2</translation>
    </message>
    <message>
        <source>Cannot create %1: %2</source>
        <translation>无法创建 %1：%2</translation>
    </message>
    <message>
        <source>Cannot copy the capture: %1</source>
        <translation>无法复制采集文件：%1</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2: %3</source>
        <translation>无法将 %1 重命名为 %2：%3</translation>
    </message>
    <message>
        <source>Cannot start a transaction in the copy: %1</source>
        <translation>无法在副本中开始事务：%1</translation>
    </message>
    <message>
        <source>Cannot create the annotations table in the copy: %1</source>
        <translation>无法在副本中创建 annotations 表：%1</translation>
    </message>
    <message>
        <source>Cannot replace the notes of an earlier copy: %1</source>
        <translation>无法替换先前副本中的备注：%1</translation>
    </message>
    <message>
        <source>Cannot prepare the notes in the copy: %1</source>
        <translation>无法在副本中准备备注：%1</translation>
    </message>
    <message>
        <source>Cannot write a note into the copy: %1</source>
        <translation>无法将备注写入副本：%1</translation>
    </message>
    <message>
        <source>Cannot commit the notes in the copy: %1</source>
        <translation>无法在副本中提交备注：%1</translation>
    </message>
    <message>
        <source>Cannot leave WAL mode in the copy: %1</source>
        <translation>副本无法退出 WAL 模式：%1</translation>
    </message>
</context>
<context>
    <name>Annotation</name>
    <message>
        <source>The span ends before it starts.</source>
        <translation>时间段的结束早于开始。</translation>
    </message>
    <message>
        <source>A point note has one time.</source>
        <translation>时间点备注只有一个时间。</translation>
    </message>
    <message>
        <source>The colour &apos;%1&apos; is not of the form #rrggbb.</source>
        <translation>颜色 &apos;%1&apos; 不是 #rrggbb 格式。</translation>
    </message>
</context>
<context>
    <name>AnnotationSet</name>
    <message>
        <source>Add note</source>
        <translation>添加备注</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>编辑备注</translation>
    </message>
    <message>
        <source>Remove note</source>
        <translation>删除备注</translation>
    </message>
    <message>
        <source>There is no note with id %1.</source>
        <translation>没有 ID 为 %1 的备注。</translation>
    </message>
</context>
<context>
    <name>AnnotationSidecar</name>
    <message>
        <source>not valid JSON (%1 at byte %2)</source>
        <translation>不是有效的 JSON（%1，位于第 %2 字节）</translation>
    </message>
    <message>
        <source>not a Faultline notes file (no &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>不是 Faultline 备注文件（没有 &quot;format&quot;: &quot;%1&quot;）</translation>
    </message>
    <message>
        <source>the notes file has no valid &quot;version&quot;</source>
        <translation>备注文件没有有效的 &quot;version&quot;</translation>
    </message>
    <message>
        <source>the notes file is version %1; this Faultline reads up to version %2</source>
        <translation>备注文件的版本为 %1；此版本的 Faultline 最高只能读取版本 %2</translation>
    </message>
    <message>
        <source>the notes file has no &quot;notes&quot; array</source>
        <translation>备注文件没有 &quot;notes&quot; 数组</translation>
    </message>
    <message>
        <source>note %1: %2</source>
        <translation>第 %1 条备注：%2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>不是对象</translation>
    </message>
    <message>
        <source>&quot;kind&quot; must be &quot;point&quot; or &quot;span&quot;</source>
        <translation>&quot;kind&quot; 必须是 &quot;point&quot; 或 &quot;span&quot;</translation>
    </message>
    <message>
        <source>no valid &quot;start&quot;</source>
        <translation>没有有效的 &quot;start&quot;</translation>
    </message>
    <message>
        <source>no valid &quot;end&quot;</source>
        <translation>没有有效的 &quot;end&quot;</translation>
    </message>
    <message>
        <source>no &quot;text&quot;</source>
        <translation>没有 &quot;text&quot;</translation>
    </message>
    <message>
        <source>&quot;created&quot; is not an ISO 8601 time</source>
        <translation>&quot;created&quot; 不是 ISO 8601 时间</translation>
    </message>
    <message>
        <source>&quot;pid&quot; out of range</source>
        <translation>&quot;pid&quot; 超出范围</translation>
    </message>
    <message>
        <source>the chain&apos;s &quot;time&quot; is not valid</source>
        <translation>因果链的 &quot;time&quot; 无效</translation>
    </message>
    <message>
        <source>The notes file %1 is larger than %2 MiB and was not read; it is kept as it is.</source>
        <translation>备注文件 %1 大于 %2 MiB，未读取；该文件保持原样。</translation>
    </message>
    <message>
        <source>Cannot read the notes file %1: %2</source>
        <translation>无法读取备注文件 %1：%2</translation>
    </message>
    <message>
        <source>The notes file %1 cannot be read (%2). It is kept as it is; notes saved now go to a new file beside it.</source>
        <translation>无法读取备注文件 %1（%2）。该文件保持原样；现在保存的备注将写入其旁边的新文件。</translation>
    </message>
    <message>
        <source>Cannot write the notes to %1: %2</source>
        <translation>无法将备注写入 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a notes file Faultline can read, so it was kept and the notes were saved to %2.</source>
        <translation>%1 不是 Faultline 可读取的备注文件，因此已保留该文件，备注已保存到 %2。</translation>
    </message>
    <message>
        <source>%1 and its alternatives are not notes files Faultline can read; nothing was overwritten.</source>
        <translation>%1 及其备选文件都不是 Faultline 可读取的备注文件；未覆盖任何文件。</translation>
    </message>
</context>
<context>
    <name>AttachClient</name>
    <message>
        <source>the probe&apos;s stream is invalid before the probe answered: %1</source>
        <translation>探针应答之前，探针的数据流无效：%1</translation>
    </message>
    <message>
        <source>the probe&apos;s stream is invalid before the capture started: %1</source>
        <translation>采集开始之前，探针的数据流无效：%1</translation>
    </message>
    <message>
        <source>the probe&apos;s stream is invalid while capturing: %1</source>
        <translation>采集期间，探针的数据流无效：%1</translation>
    </message>
    <message>
        <source>the connection closed before the probe answered</source>
        <translation>探针应答之前连接已关闭</translation>
    </message>
    <message>
        <source>the connection closed before the capture started</source>
        <translation>采集开始之前连接已关闭</translation>
    </message>
    <message>
        <source>the connection closed while capturing</source>
        <translation>采集期间连接已关闭</translation>
    </message>
    <message>
        <source>%1 before the probe answered</source>
        <extracomment>%1: why the connection broke, as the system says it</extracomment>
        <translation>%1（在探针应答之前）</translation>
    </message>
    <message>
        <source>%1 before the capture started</source>
        <extracomment>%1: why the connection broke, as the system says it</extracomment>
        <translation>%1（在采集开始之前）</translation>
    </message>
    <message>
        <source>%1 while capturing</source>
        <extracomment>%1: why the connection broke, as the system says it</extracomment>
        <translation>%1（在采集期间）</translation>
    </message>
    <message>
        <source>the probe refused: %1</source>
        <translation>探针拒绝了请求：%1</translation>
    </message>
    <message>
        <source>cannot reach the probe: %1</source>
        <translation>无法连接到探针：%1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>no answer from the probe within %1 s</source>
        <translation>探针在 %1 s 内没有应答</translation>
    </message>
    <message>
        <source>stopped before the probe answered</source>
        <translation>探针应答之前已停止</translation>
    </message>
    <message>
        <source>stopped before the capture started</source>
        <translation>采集开始之前已停止</translation>
    </message>
    <message>
        <source>no message from the probe for %1 s</source>
        <translation>%1 s 内没有收到探针的消息</translation>
    </message>
    <message>
        <source>the probe started capture %1 instead of resuming %2</source>
        <translation>探针开始了采集 %1，而不是恢复采集 %2</translation>
    </message>
    <message>
        <source>the probe&apos;s stream is inconsistent: %1</source>
        <translation>探针的数据流不一致：%1</translation>
    </message>
    <message>
        <source>%1 exists; choose another file or replace it explicitly</source>
        <translation>%1 已存在；请选择其他文件，或明确指定替换它</translation>
    </message>
    <message>
        <source>gave up after 1 attempt to reconnect: %1</source>
        <translation>尝试重连 1 次后放弃：%1</translation>
    </message>
    <message>
        <source>gave up after %1 attempts to reconnect: %2</source>
        <translation>尝试重连 %1 次后放弃：%2</translation>
    </message>
    <message>
        <source>stopped while reconnecting: %1</source>
        <translation>重连时已停止：%1</translation>
    </message>
    <message>
        <source>stopped; the connection was lost before the probe confirmed: %1</source>
        <translation>已停止；在探针确认之前连接已断开：%1</translation>
    </message>
    <message>
        <source>cannot finish %1: %2</source>
        <translation>无法完成写入 %1：%2</translation>
    </message>
    <message>
        <source>%1; cannot finish %2: %3</source>
        <translation>%1；无法完成写入 %2：%3</translation>
    </message>
</context>
<context>
    <name>AttachCommand</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1: %2 events, %3 dropped, clock offset %4</source>
        <translation>%1：%2 个事件，丢失 %3 个，时钟偏移 %4</translation>
    </message>
    <message>
        <source>node %1 (%2)</source>
        <translation>节点 %1 (%2)</translation>
    </message>
    <message>
        <source>faultline attach: %1: %2</source>
        <translation>faultline attach: %1: %2</translation>
    </message>
    <message>
        <source>faultline attach: %1</source>
        <translation>faultline attach: %1</translation>
    </message>
    <message>
        <source>note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>%1 events from %2 of %3 nodes written to %4</source>
        <translation>已将来自 %3 个节点中 %2 个的 %1 个事件写入 %4</translation>
    </message>
    <message>
        <source>Captures from a faultline-probe reached through a transport command and saves what arrives as a capture.</source>
        <translation>通过传输命令从 faultline-probe 采集，并将收到的内容保存为采集文件。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>Capture file to write.</source>
        <translation>要写入的采集文件。</translation>
    </message>
    <message>
        <source>Stop after D (30, 30s, 500ms, 5m, 1h).</source>
        <translation>D 之后停止（30、30s、500ms、5m、1h）。</translation>
    </message>
    <message>
        <source>Trace this process (repeatable, or a comma list). Default: every CUDA process the probe lets you trace.</source>
        <translation>跟踪此进程（可重复，或用逗号分隔）。默认：探针允许跟踪的所有 CUDA 进程。</translation>
    </message>
    <message>
        <source>No native stacks.</source>
        <translation>不记录原生调用栈。</translation>
    </message>
    <message>
        <source>No Python frames.</source>
        <translation>不记录 Python 帧。</translation>
    </message>
    <message>
        <source>Replace FILE if it exists.</source>
        <translation>若 FILE 已存在则替换。</translation>
    </message>
    <message>
        <source>Capture from this node too: a transport command in one argument, split as a shell would (repeatable; the nodes are captured at once and merged into FILE, aligned on this machine&apos;s clock).</source>
        <translation>同时从此节点采集：一个参数形式的传输命令，按 shell 方式拆分（可重复；各节点同时采集，并以本机时钟对齐合并到 FILE 中）。</translation>
    </message>
    <message>
        <source>Reconnect and resume up to N times in a row when the connection drops (default 5).</source>
        <translation>连接断开时，最多连续重连并继续 N 次（默认 5）。</translation>
    </message>
    <message>
        <source>Usage: faultline attach -o FILE [--duration D] [--pid PID ...] -- TRANSPORT COMMAND...
       faultline attach -o FILE [--duration D] --node &apos;TRANSPORT COMMAND&apos; --node &apos;TRANSPORT COMMAND&apos; ...</source>
        <translation>用法：faultline attach -o FILE [--duration D] [--pid PID ...] -- TRANSPORT COMMAND...
       faultline attach -o FILE [--duration D] --node &apos;TRANSPORT COMMAND&apos; --node &apos;TRANSPORT COMMAND&apos; ...</translation>
    </message>
    <message>
        <source>Examples:
  faultline attach -o run.db --duration 60 -- ssh gpu-node-3 sudo -n faultline-probe serve --stdio
  faultline attach -o copy.db -- faultline-probe replay capture.db --speed 0 --serve --stdio
  faultline attach -o cluster.db --duration 60 --node &apos;ssh gpu-1 sudo -n faultline-probe serve --stdio&apos; --node &apos;ssh gpu-2 sudo -n faultline-probe serve --stdio&apos;
</source>
        <translation>示例：
  faultline attach -o run.db --duration 60 -- ssh gpu-node-3 sudo -n faultline-probe serve --stdio
  faultline attach -o copy.db -- faultline-probe replay capture.db --speed 0 --serve --stdio
  faultline attach -o cluster.db --duration 60 --node &apos;ssh gpu-1 sudo -n faultline-probe serve --stdio&apos; --node &apos;ssh gpu-2 sudo -n faultline-probe serve --stdio&apos;
</translation>
    </message>
    <message>
        <source>faultline attach: unexpected argument “%1”; the transport command goes after --.</source>
        <translation>faultline attach: 意外的参数“%1”；传输命令应放在 -- 之后。</translation>
    </message>
    <message>
        <source>faultline attach: cannot read --node “%1”: %2</source>
        <translation>faultline attach: 无法读取 --node“%1”：%2</translation>
    </message>
    <message>
        <source>faultline attach: --node needs a transport command.</source>
        <translation>faultline attach: --node 需要一个传输命令。</translation>
    </message>
    <message>
        <source>faultline attach: missing the transport command after --, for example: -- ssh NODE sudo -n faultline-probe serve --stdio</source>
        <translation>faultline attach: 缺少 -- 之后的传输命令，例如：-- ssh NODE sudo -n faultline-probe serve --stdio</translation>
    </message>
    <message>
        <source>faultline attach: missing -o FILE.</source>
        <translation>faultline attach: 缺少 -o FILE。</translation>
    </message>
    <message>
        <source>faultline attach: invalid duration “%1” (examples: 30, 30s, 500ms, 5m, 1h).</source>
        <translation>faultline attach: 无效的时长“%1”（示例：30、30s、500ms、5m、1h）。</translation>
    </message>
    <message>
        <source>faultline attach: --pid needs process ids, not “%1”.</source>
        <translation>faultline attach: --pid 需要进程 ID，而不是“%1”。</translation>
    </message>
    <message>
        <source>faultline attach: --pid names processes of one node; with several nodes every process each probe lets you trace is captured.</source>
        <translation>faultline attach: --pid 指定的是单个节点的进程；有多个节点时，会采集每个探针允许跟踪的所有进程。</translation>
    </message>
    <message>
        <source>faultline attach: --retries takes a number from 0 to 999.</source>
        <translation>faultline attach: --retries 需要 0 到 999 之间的数字。</translation>
    </message>
    <message>
        <source>faultline attach: %1 keeps the %2 events received.</source>
        <translation>faultline attach: %1 保留了已收到的 %2 个事件。</translation>
    </message>
    <message>
        <source>%1 events from %2 (%3) in %4 s (%5 events/s) written to %6</source>
        <translation>已将来自 %2 (%3) 的 %1 个事件在 %4 秒内（%5 个事件/秒）写入 %6</translation>
    </message>
    <message>
        <source>resumed %1 times after the connection dropped; %2 repeated events skipped</source>
        <translation>连接断开后恢复了 %1 次；跳过了 %2 个重复事件</translation>
    </message>
    <message>
        <source>the probe ended the capture: %1</source>
        <translation>探针结束了采集：%1</translation>
    </message>
</context>
<context>
    <name>BlockMapImage</name>
    <message>
        <source>allocated</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>pending free</source>
        <translation>待释放</translation>
    </message>
    <message>
        <source>free (cached)</source>
        <translation>空闲（已缓存）</translation>
    </message>
    <message>
        <source>allocated by the selected frame</source>
        <translation>由所选帧分配</translation>
    </message>
    <message>
        <source>The snapshot&apos;s state</source>
        <translation>快照的状态</translation>
    </message>
    <message>
        <source>Final state (after all %1 entries)</source>
        <translation>最终状态（全部 %1 个条目之后）</translation>
    </message>
    <message>
        <source>Before the first of %1 recorded entries</source>
        <translation>在 %1 个已记录条目的第一个之前</translation>
    </message>
    <message>
        <source>After entry #%1 of %2</source>
        <translation>第 %1 个条目之后（共 %2 个）</translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s)</source>
        <translation>
            <numerusform>%n 个段</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 (pool or stream filter)</source>
        <translation>%1 / %2（内存池或流筛选）</translation>
    </message>
    <message>
        <source>GPU %1 · %2 · %3</source>
        <translation>GPU %1 · %2 · %3</translation>
    </message>
    <message>
        <source>Reserved %1 · allocated %2 · requested %3 · pending free %4 · free (cached) %5 · largest free block %6 · external fragmentation %7</source>
        <translation>保留 %1 · 已分配 %2 · 请求 %3 · 待释放 %4 · 空闲（已缓存）%5 · 最大空闲块 %6 · 外部碎片 %7</translation>
    </message>
    <message>
        <source>Segments as rows, blocks in address order, widths proportional to size · exported %1 UTC by Faultline %2</source>
        <translation>每行一个段，块按地址排序，宽度与大小成比例 · 由 Faultline %2 于 %1 UTC 导出</translation>
    </message>
</context>
<context>
    <name>CaptureCopy</name>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>A capture cannot be saved over itself.</source>
        <translation>采集文件不能保存到其自身。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Copying %1 failed: %2</source>
        <translation>复制 %1 失败：%2</translation>
    </message>
    <message>
        <source>Cannot finish %1: %2</source>
        <translation>无法完成 %1：%2</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2.</source>
        <translation>无法将 %1 重命名为 %2。</translation>
    </message>
</context>
<context>
    <name>CaptureDescription</name>
    <message>
        <source>Faultline</source>
        <translation>Faultline</translation>
    </message>
    <message>
        <source>Ingero</source>
        <translation>Ingero</translation>
    </message>
    <message>
        <source>%1, schema %2</source>
        <translation>%1，架构 %2</translation>
    </message>
    <message>
        <source>%1 → %2 UTC</source>
        <translation>%1 → %2 UTC</translation>
    </message>
    <message>
        <source>%1 stored of %2 seen (sampled)</source>
        <translation>已存储 %1 个，共观测到 %2 个（采样）</translation>
    </message>
    <message>
        <source>%1 stored</source>
        <translation>已存储 %1 个</translation>
    </message>
    <message>
        <source>The tracer saw more events than the capture stored. Counts marked “sampled” come from event_aggregates; latency percentiles are computed over the stored events.</source>
        <translation>跟踪器观测到的事件多于采集文件存储的事件。标记为“采样”的计数来自 event_aggregates；延迟百分位数基于已存储的事件计算。</translation>
    </message>
    <message>
        <source>%1, imported by Faultline</source>
        <translation>%1（由 Faultline 导入）</translation>
    </message>
    <message>
        <source>%1 (format %2), imported by Faultline</source>
        <translation>%1（格式 %2，由 Faultline 导入）</translation>
    </message>
    <message>
        <source>%1 ranks merged: %2</source>
        <extracomment>%1 a number of ranks (2 or more), %2 their names: &quot;rank0, rank3&quot;</extracomment>
        <translation>已合并 %1 个 rank：%2</translation>
    </message>
    <message>
        <source>%1 · driver %2</source>
        <translation>%1 · 驱动 %2</translation>
    </message>
    <message>
        <source>%1 (the machine has %2)</source>
        <extracomment>%1 the GPUs the job used (or &quot;none used&quot;), %2 every GPU of the machine: &quot;8 × NVIDIA A100-PG509-200&quot;</extracomment>
        <translation>%1（该机器共有 %2）</translation>
    </message>
    <message>
        <source>none used</source>
        <translation>未使用</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>CaptureDiff</name>
    <message>
        <source>GPU idle in synchronisation</source>
        <translation>同步造成的 GPU 空闲</translation>
    </message>
    <message>
        <source>GPU idle in blocking copies</source>
        <translation>阻塞式复制造成的 GPU 空闲</translation>
    </message>
    <message>
        <source>GPU idle waiting for input</source>
        <translation>等待输入时的 GPU 空闲</translation>
    </message>
    <message>
        <source>GPU idle during CPU work</source>
        <translation>CPU 工作期间的 GPU 空闲</translation>
    </message>
    <message>
        <source>GPU idle between launches</source>
        <translation>两次启动之间的 GPU 空闲</translation>
    </message>
    <message>
        <source>GPU idle while the host thread was off the CPU</source>
        <translation>主机线程离开 CPU 期间的 GPU 空闲</translation>
    </message>
    <message>
        <source>GPU idle for no recorded reason</source>
        <translation>原因未记录的 GPU 空闲</translation>
    </message>
    <message>
        <source>time in %1</source>
        <extracomment>%1 the name of a CUDA call or of a profiler range</extracomment>
        <translation>%1 中的耗时</translation>
    </message>
    <message>
        <source>GPU time in %1</source>
        <extracomment>%1 the name of a GPU kernel</extracomment>
        <translation>%1 的 GPU 时间</translation>
    </message>
    <message>
        <source>time lost to %1</source>
        <extracomment>%1 the rule of a causal chain in words (&quot;input starvation&quot;)</extracomment>
        <translation>因%1而损失的时间</translation>
    </message>
    <message>
        <source>per step</source>
        <translation>每步</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>每秒</translation>
    </message>
    <message>
        <source>B&apos;s step is %1 shorter (−%2)</source>
        <extracomment>%1 a duration, %2 a percentage: B&apos;s median step against A&apos;s</extracomment>
        <translation>B 的步耗时缩短 %1（−%2）</translation>
    </message>
    <message>
        <source>B&apos;s step is %1 longer (+%2)</source>
        <extracomment>%1 a duration, %2 a percentage: B&apos;s median step against A&apos;s</extracomment>
        <translation>B 的步耗时延长 %1（+%2）</translation>
    </message>
    <message>
        <source>B&apos;s step is as long as A&apos;s (%1)</source>
        <extracomment>%1 the median step of both runs</extracomment>
        <translation>B 的步耗时与 A 相同（%1）</translation>
    </message>
    <message>
        <source>%1 has no steps, so both runs are measured per second</source>
        <extracomment>%1 &quot;A&quot; or &quot;B&quot;, the run without steps</extracomment>
        <translation>%1 没有步，因此两次运行均按每秒计量</translation>
    </message>
    <message>
        <source>Neither run has steps, so both are measured per second</source>
        <translation>两次运行都没有步，因此均按每秒计量</translation>
    </message>
    <message>
        <source>%1 fell from %2 to %3 %4</source>
        <translation>%1%4从 %2 降至 %3</translation>
    </message>
    <message>
        <source>%1 rose from %2 to %3 %4</source>
        <translation>%1%4从 %2 升至 %3</translation>
    </message>
    <message>
        <source>GPU busy stayed at %1</source>
        <extracomment>%1 a percentage</extracomment>
        <translation>GPU 忙碌率保持在 %1</translation>
    </message>
    <message>
        <source>GPU busy rose from %1 to %2</source>
        <extracomment>%1 and %2 percentages</extracomment>
        <translation>GPU 忙碌率从 %1 升至 %2</translation>
    </message>
    <message>
        <source>GPU busy fell from %1 to %2</source>
        <extracomment>%1 and %2 percentages</extracomment>
        <translation>GPU 忙碌率从 %1 降至 %2</translation>
    </message>
    <message>
        <source>Only %1 records CPU ranges and GPU work; the verdict compares what both record.</source>
        <extracomment>%1 &quot;A&quot; or &quot;B&quot;, the run that recorded more</extracomment>
        <translation>只有 %1 记录了 CPU 范围和 GPU 工作；结论只比较两者都记录的内容。</translation>
    </message>
    <message>
        <source>Only %1 records CPU ranges; the verdict compares what both record.</source>
        <extracomment>%1 &quot;A&quot; or &quot;B&quot;, the run that recorded more</extracomment>
        <translation>只有 %1 记录了 CPU 范围；结论只比较两者都记录的内容。</translation>
    </message>
    <message>
        <source>Only %1 records GPU work; the verdict compares what both record.</source>
        <extracomment>%1 &quot;A&quot; or &quot;B&quot;, the run that recorded more</extracomment>
        <translation>只有 %1 记录了 GPU 工作；结论只比较两者都记录的内容。</translation>
    </message>
    <message>
        <source>No change: the two runs measure the same.</source>
        <translation>无变化：两次运行的测量结果相同。</translation>
    </message>
    <message>
        <source>%1 appeared, %2 %3</source>
        <extracomment>%1 what changed (&quot;time in DataLoader.__next__&quot;), %2 and %3 durations, %4 &quot;per step&quot; or &quot;per second&quot; %1 what changed (&quot;time lost to input starvation&quot;), %2 a duration, %3 &quot;per step&quot; or &quot;per second&quot;: A had none of it</extracomment>
        <translation>新出现%1：%3 %2</translation>
    </message>
    <message>
        <source>%1 is gone (was %2 %3)</source>
        <extracomment>%1 what changed (&quot;time in cudaMemcpy&quot;), %2 a duration, %3 &quot;per step&quot; or &quot;per second&quot;: B has none of it</extracomment>
        <translation>%1已消失（原为%3 %2）</translation>
    </message>
    <message>
        <source>GPU busy computing</source>
        <translation>GPU 忙于计算</translation>
    </message>
    <message>
        <source>GPU busy communicating</source>
        <translation>GPU 忙于通信</translation>
    </message>
    <message>
        <source>GPU busy copying</source>
        <translation>GPU 忙于复制</translation>
    </message>
</context>
<context>
    <name>CaptureReader</name>
    <message>
        <source>cannot open %1: %2</source>
        <extracomment>%1 is a file path, %2 why it could not be opened</extracomment>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not an SQLite database (no SQLite header)</source>
        <translation>%1 不是 SQLite 数据库（没有 SQLite 文件头）</translation>
    </message>
    <message>
        <source>%1 is truncated: the SQLite header is incomplete</source>
        <translation>%1 已截断：SQLite 文件头不完整</translation>
    </message>
    <message>
        <source>; the file is truncated: it holds %1 of the %2 pages its header announces</source>
        <extracomment>Appended to an error (mind the leading &quot;; &quot;); %1 and %2 are page counts</extracomment>
        <translation>；文件已截断：文件头声明 %2 页，实际只有 %1 页</translation>
    </message>
    <message>
        <source>the file is truncated: it holds %1 of the %2 pages its header announces; what is there is shown</source>
        <translation>文件已截断：文件头声明 %2 页，实际只有 %1 页；显示现有内容</translation>
    </message>
    <message>
        <source>%1 is not an SQLite database</source>
        <translation>%1 不是 SQLite 数据库</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 was written by a newer capture format (user_version %2; this Faultline reads up to %3). Update Faultline to open it.</source>
        <extracomment>%2 and %3 are schema version numbers</extracomment>
        <translation>%1 由更新的采集格式写入（user_version %2；此版本 Faultline 最多读取到 %3）。请更新 Faultline 后再打开。</translation>
    </message>
    <message>
        <source>cannot read the schema of %1: %2</source>
        <translation>无法读取 %1 的模式：%2</translation>
    </message>
    <message>
        <source>the schema of %1 is unreadable (%2)</source>
        <translation>%1 的模式无法读取（%2）</translation>
    </message>
    <message>
        <source>%1 is an SQLite database but not a capture: it has no `events` table (expected an Ingero or Faultline trace database)</source>
        <translation>%1 是 SQLite 数据库，但不是采集文件：没有 `events` 表（需要 Ingero 或 Faultline 的跟踪数据库）</translation>
    </message>
    <message>
        <source>%1 is not a capture Faultline understands: `events` has no `%2` column</source>
        <extracomment>%2 is a column name</extracomment>
        <translation>%1 不是 Faultline 能识别的采集文件：`events` 没有 `%2` 列</translation>
    </message>
    <message>
        <source>cannot find the extent of the events table: %1</source>
        <translation>无法确定 events 表的范围：%1</translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>stopped early: %1</source>
        <translation>读取提前中止：%1</translation>
    </message>
    <message>
        <source>chain %1: recommendations are not a JSON array of strings</source>
        <translation>因果链 %1：recommendations 不是由字符串组成的 JSON 数组</translation>
    </message>
    <message>
        <source>chain %1: timeline is not a JSON array</source>
        <translation>因果链 %1：timeline 不是 JSON 数组</translation>
    </message>
    <message>
        <source>annotation %1: labels are not a JSON object</source>
        <translation>注释 %1：labels 不是 JSON 对象</translation>
    </message>
    <message>
        <source>%1 stack(s) with malformed frames JSON (first: %2)</source>
        <translation>%1 个调用栈的 frames JSON 格式错误（第一个错误：%2）</translation>
    </message>
    <message>
        <source>cannot read events: %1</source>
        <translation>无法读取事件：%1</translation>
    </message>
    <message>
        <source>reading stopped at rowid %1: %2</source>
        <translation>读取在 rowid %1 处停止：%2</translation>
    </message>
    <message>
        <source>too many corrupt pages; stopped at rowid %1</source>
        <translation>损坏的页过多；已在 rowid %1 处停止</translation>
    </message>
    <message>
        <source>the events table has corrupt pages: about %1 row(s) could not be read and were skipped; %2 were read</source>
        <translation>events 表中有损坏的页：约 %1 行无法读取，已跳过；已读取 %2 行</translation>
    </message>
</context>
<context>
    <name>ChainEngine</name>
    <message>
        <source>process (pid %1)</source>
        <extracomment>An unnamed process</extracomment>
        <translation>进程（PID %1）</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <extracomment>%1 is a process name like python3, %2 its pid</extracomment>
        <translation>%1（PID %2）</translation>
    </message>
    <message>
        <source>thread %1</source>
        <extracomment>An unnamed thread; %1 is its thread id</extracomment>
        <translation>线程 %1</translation>
    </message>
    <message>
        <source>CPU at %1 %</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is a CPU usage percentage</extracomment>
        <translation>CPU 使用率 %1 %</translation>
    </message>
    <message>
        <source>CPU peaked at %1 %</source>
        <translation>CPU 使用率峰值达 %1 %</translation>
    </message>
    <message>
        <source>memory at %1 %</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is a memory usage percentage</extracomment>
        <translation>内存使用率 %1 %</translation>
    </message>
    <message>
        <source>memory peaked at %1 %</source>
        <translation>内存使用率峰值达 %1 %</translation>
    </message>
    <message>
        <source>swapping (%1 MB)</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is a number of megabytes</extracomment>
        <translation>发生交换（%1 MB）</translation>
    </message>
    <message>
        <source>%1 MB swapped</source>
        <translation>已交换 %1 MB</translation>
    </message>
    <message>
        <source>Find what else uses host memory, or add RAM: the job is swapping</source>
        <translation>查出还有什么在占用主机内存，或增加内存：作业正在发生交换</translation>
    </message>
    <message>
        <source>load average %1</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is the system load average, like 12.5</extracomment>
        <translation>平均负载 %1</translation>
    </message>
    <message>
        <source>load average up to %1</source>
        <translation>平均负载最高达 %1</translation>
    </message>
    <message>
        <source>%1 context switches</source>
        <extracomment>One of the causes joined into a chain&apos;s title</extracomment>
        <translation>%1 次上下文切换</translation>
    </message>
    <message>
        <source>%1 times a traced thread was switched out</source>
        <translation>被跟踪的线程被切换出去 %1 次</translation>
    </message>
    <message>
        <source>Pin the training process to dedicated cores (taskset -c or os.sched_setaffinity)</source>
        <translation>将训练进程绑定到专用核心（taskset -c 或 os.sched_setaffinity）</translation>
    </message>
    <message>
        <source>Run background jobs (logrotate, cron, backups) at nice 19 or away from the GPU host</source>
        <translation>以 nice 19 运行后台任务（logrotate、cron、备份），或将其移出 GPU 主机</translation>
    </message>
    <message>
        <source>%1 of host page allocations</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is a size like 1.5 GiB</extracomment>
        <translation>主机页分配 %1</translation>
    </message>
    <message>
        <source>%1 of pages allocated</source>
        <extracomment>%1 is a size like 1.5 GiB</extracomment>
        <translation>已分配 %1 的内存页</translation>
    </message>
    <message>
        <source>Find the process allocating host memory while the GPU work runs</source>
        <translation>找出在 GPU 工作运行期间分配主机内存的进程</translation>
    </message>
    <message>
        <source>%1 block IO operations (peak %2)</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %2 is the longest operation, like 3.2 ms</extracomment>
        <translation>%1 次块 IO 操作（峰值 %2）</translation>
    </message>
    <message>
        <source>%1 operations, %2 in total, peak %3</source>
        <extracomment>Block IO operations; %2 and %3 are durations like 3.2 ms</extracomment>
        <translation>%1 次操作，总计 %2，峰值 %3</translation>
    </message>
    <message>
        <source>Move data and checkpoints to local NVMe: block IO peaked at %1</source>
        <extracomment>%1 is a duration like 80 ms</extracomment>
        <translation>将数据和检查点移到本地 NVMe：块 IO 峰值达 %1</translation>
    </message>
    <message>
        <source>Reads dominate: cache the dataset in memory or raise DataLoader prefetch_factor</source>
        <translation>以读取为主：将数据集缓存在内存中，或调大 DataLoader 的 prefetch_factor</translation>
    </message>
    <message>
        <source>Writes dominate: checkpoint less often or write asynchronously</source>
        <translation>以写入为主：降低检查点频率，或改为异步写入</translation>
    </message>
    <message>
        <source>%1 TCP retransmits</source>
        <extracomment>One of the causes joined into a chain&apos;s title, and the title of a chain of its own</extracomment>
        <translation>%1 次 TCP 重传</translation>
    </message>
    <message>
        <source>%1 retransmitted segments</source>
        <translation>重传了 %1 个报文段</translation>
    </message>
    <message>
        <source>Check the network path (NIC errors, MTU, congestion): TCP is retransmitting</source>
        <translation>检查网络路径（NIC 错误、MTU、拥塞）：TCP 正在重传</translation>
    </message>
    <message>
        <source>%1 socket operations</source>
        <extracomment>One of the causes joined into a chain&apos;s title</extracomment>
        <translation>%1 次套接字操作</translation>
    </message>
    <message>
        <source>%1 socket calls moving %2</source>
        <extracomment>%2 is a size like 12 MiB</extracomment>
        <translation>%1 次套接字调用，传输 %2</translation>
    </message>
    <message>
        <source>%1 p99 = %2 (%3× p50 %4) — %5</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %2 and %4 durations like 3.2 ms, %3 a ratio like 4.5, %5 the causes joined with &quot; + &quot; (like &quot;CPU at 97 % + 120 context switches&quot;)</extracomment>
        <translation>%1 p99 = %2（p50 %4 的 %3 倍）— %5</translation>
    </message>
    <message>
        <source>p99 = %1 (%2× p50 = %3)</source>
        <extracomment>%1 and %3 are durations like 3.2 ms, %2 a ratio like 4.5</extracomment>
        <translation>p99 = %1（p50 = %3 的 %2 倍）</translation>
    </message>
    <message>
        <source>%1 usually takes %2, but 1 call in 100 takes %3 or more (%4× the median, over the last %5 calls up to %6). In the same period: %7. Slow calls that coincide with these conditions point at them rather than at the GPU.</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %2 and %3 durations, %4 a ratio like 4.5, %5 a number of calls, %6 a time since the capture began like 42.1 s, %7 the causes joined with &quot; + &quot;</extracomment>
        <translation>%1 通常耗时 %2，但每 100 次调用中就有 1 次耗时 %3 或更长（为中位数的 %4 倍，统计截至 %6 的最近 %5 次调用）。同一时段内：%7。慢调用与这些状况同时出现，说明问题出在这些状况上，而不是 GPU。</translation>
    </message>
    <message>
        <source>%1 rate fell to %2/s from a peak of %3/s — %4</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %2 and %3 calls per second, %4 the causes joined with &quot; + &quot;</extracomment>
        <translation>%1 调用速率从峰值 %3/s 降至 %2/s — %4</translation>
    </message>
    <message>
        <source>%1 calls/s against a peak of %2/s (%3 fewer)</source>
        <extracomment>%3 is a percentage like 45 %</extracomment>
        <translation>%1 次调用/s，峰值为 %2/s（减少 %3）</translation>
    </message>
    <message>
        <source>The job issued %1 %2 times per second at its best, but only %3 times in the last whole second (%4), while %5.</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %4 a time since the capture began like 42.1 s, %5 the causes joined with &quot; + &quot;</extracomment>
        <translation>作业在最佳状态下每秒发出 %2 次 %1，但在最后一个完整秒（%4）内仅发出 %3 次，同期出现：%5。</translation>
    </message>
    <message>
        <source>%1 spikes to %2 every ~%3 calls (median %4)</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %2 and %4 durations like 3.2 ms, %3 a number of calls</extracomment>
        <translation>%1 约每 %3 次调用飙升至 %2（中位数 %4）</translation>
    </message>
    <message>
        <source>something periodic in the job: a cache release, a checkpoint, a logging step</source>
        <translation>作业中的某项周期性工作：释放缓存、保存检查点或记录日志</translation>
    </message>
    <message>
        <source>%1 calls slower than 3× the median, %2 of %3 gaps within 30 % of %4 calls</source>
        <extracomment>%2 of %3 gaps between slow calls are within 30 % of %4 calls</extracomment>
        <translation>%1 次调用慢于中位数的 3 倍，%3 个间隔中有 %2 个与 %4 次调用相差不超过 30 %</translation>
    </message>
    <message>
        <source>%1 normally takes %2, but %3 calls took %4 (median of the slow ones), and they come back every ~%5 calls: %6 in total (%7 of the range). A regular rhythm points at periodic work in the job rather than at contention.</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %2, %4 and %6 durations like 3.2 ms, %3 and %5 numbers of calls, %7 a percentage like 4 %</extracomment>
        <translation>%1 通常耗时 %2，但有 %3 次调用耗时 %4（慢调用的中位数），且约每 %5 次调用重复出现一次：共计 %6（占该范围的 %7）。规律的节奏表明原因是作业中的周期性工作，而不是资源争用。</translation>
    </message>
    <message>
        <source> For cudaMalloc this is the caching allocator handing its cache back (empty_cache(), a memory fraction limit, or an allocation that does not fit) and mapping memory again on the next call.</source>
        <extracomment>Appended to the explanation of a periodic cudaMalloc spike; mind the leading space</extracomment>
        <translation>对 cudaMalloc 而言，这是缓存分配器归还了其缓存（empty_cache()、内存比例限制，或某次放不下的分配），并在下一次调用时重新映射内存。</translation>
    </message>
    <message>
        <source>Look for work done every N steps at the source lines above (empty_cache(), checkpointing, logging, evaluation)</source>
        <translation>在上面的源代码行中查找每 N 步执行一次的工作（empty_cache()、保存检查点、记录日志、评估）</translation>
    </message>
    <message>
        <source>Keep the cache: drop periodic torch.cuda.empty_cache() calls, or set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</source>
        <translation>保留缓存：去掉周期性的 torch.cuda.empty_cache() 调用，或设置 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</translation>
    </message>
    <message>
        <source>OOM killer ended %1 at %2</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %2 a time since the capture began like 42.1 s</extracomment>
        <translation>OOM killer 于 %2 终止了 %1</translation>
    </message>
    <message>
        <source>host memory exhausted</source>
        <translation>主机内存耗尽</translation>
    </message>
    <message>
        <source>killed pid %1</source>
        <translation>终止了 PID %1</translation>
    </message>
    <message>
        <source>The kernel ran out of memory and killed pid %1 at %2; system memory peaked at %3 %. Everything the process held on the GPU is gone with it.</source>
        <extracomment>%2 is a time since the capture began like 42.1 s, %3 a memory usage percentage</extracomment>
        <translation>内核内存耗尽，于 %2 终止了 PID %1；系统内存使用率峰值达 %3 %。该进程在 GPU 上持有的一切也随之丢失。</translation>
    </message>
    <message>
        <source>The kernel ran out of memory and killed pid %1 at %2. Everything the process held on the GPU is gone with it.</source>
        <extracomment>%2 is a time since the capture began like 42.1 s</extracomment>
        <translation>内核内存耗尽，于 %2 终止了 PID %1。该进程在 GPU 上持有的一切也随之丢失。</translation>
    </message>
    <message>
        <source>Lower host memory use: fewer DataLoader workers, smaller prefetch_factor, pin_memory only where it helps</source>
        <translation>降低主机内存占用：减少 DataLoader 工作进程，调小 prefetch_factor，仅在确有帮助时使用 pin_memory</translation>
    </message>
    <message>
        <source>Set a memory limit on co-located jobs so they, not training, hit it first</source>
        <translation>为同一主机上的其他作业设置内存上限，让它们而不是训练作业先触及上限</translation>
    </message>
    <message>
        <source>Pod restarted at %1</source>
        <extracomment>%1 is a time since the capture began like 42.1 s</extracomment>
        <translation>Pod 于 %1 重启</translation>
    </message>
    <message>
        <source>container restart</source>
        <translation>容器重启</translation>
    </message>
    <message>
        <source>Pod evicted at %1</source>
        <extracomment>%1 is a time since the capture began like 42.1 s</extracomment>
        <translation>Pod 于 %1 被驱逐</translation>
    </message>
    <message>
        <source>eviction by the node</source>
        <translation>被节点驱逐</translation>
    </message>
    <message>
        <source>%1; the job lost its state on that pod.</source>
        <extracomment>%1 is &quot;Pod restarted at 42.1 s&quot; or &quot;Pod evicted at 42.1 s&quot;</extracomment>
        <translation>%1；作业在该 Pod 上的状态已丢失。</translation>
    </message>
    <message>
        <source>Check the container&apos;s exit reason and liveness probes</source>
        <translation>检查容器的退出原因和存活探针</translation>
    </message>
    <message>
        <source>Check the node&apos;s memory and disk pressure that triggered eviction</source>
        <translation>检查触发驱逐的节点内存压力和磁盘压力</translation>
    </message>
    <message>
        <source>packet loss or congestion on the network path</source>
        <translation>网络路径上的丢包或拥塞</translation>
    </message>
    <message>
        <source>TCP resent %1 segments in this range; collective operations and data loading over the network wait for each one.</source>
        <translation>此范围内 TCP 重传了 %1 个报文段；经由网络的集合通信和数据加载都要等待每一次重传。</translation>
    </message>
    <message>
        <source>cudaMalloc p50 rose %1× (%2 → %3)</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is a ratio like 2.5, %2 and %3 durations like 3.2 ms</extracomment>
        <translation>cudaMalloc p50 升至 %1 倍（%2 → %3）</translation>
    </message>
    <message>
        <source>%1 frees from empty_cache()</source>
        <extracomment>One of the causes joined into a chain&apos;s title</extracomment>
        <translation>%1 次来自 empty_cache() 的释放</translation>
    </message>
    <message>
        <source>%1 cuMemAlloc calls bypassing the caching allocator</source>
        <extracomment>One of the causes joined into a chain&apos;s title</extracomment>
        <translation>%1 次绕过缓存分配器的 cuMemAlloc 调用</translation>
    </message>
    <message>
        <source>Allocation churn in %1: %2 allocations and frees per second — %3</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %3 the causes joined with &quot; + &quot;</extracomment>
        <translation>%1 中频繁分配与释放：每秒 %2 次分配和释放 — %3</translation>
    </message>
    <message>
        <source>%1 cudaMalloc and %2 cudaFree calls at %3/s, %4 of the time in cudaMalloc</source>
        <extracomment>%3 is calls per second, %4 a percentage like 12 %</extracomment>
        <translation>%1 次 cudaMalloc 和 %2 次 cudaFree 调用，速率 %3/s，%4 的时间花在 cudaMalloc 中</translation>
    </message>
    <message>
        <source>window of %1 calls: p50 %2, p99 %3</source>
        <extracomment>%2 and %3 are durations like 3.2 ms</extracomment>
        <translation>%1 次调用的窗口：p50 %2，p99 %3</translation>
    </message>
    <message>
        <source>%1 cudaFree calls come from torch.cuda.empty_cache(), which returns cached blocks that the next step allocates again</source>
        <translation>%1 次 cudaFree 调用来自 torch.cuda.empty_cache()，它归还的缓存块在下一步又会被重新分配</translation>
    </message>
    <message>
        <source>%1 calls (%2) allocate straight from the driver through ctypes, outside the caching allocator</source>
        <extracomment>%2 is a size like 1.5 GiB</extracomment>
        <translation>%1 次调用（%2）通过 ctypes 直接从驱动程序分配，绕过了缓存分配器</translation>
    </message>
    <message>
        <source>%1 allocated and freed GPU memory %2 times per second and spent %3 (%4 of the range) inside cudaMalloc.</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %3 a duration like 3.2 s, %4 a percentage like 12 %</extracomment>
        <translation>%1 每秒分配和释放 GPU 内存 %2 次，在 cudaMalloc 中耗费了 %3（占该范围的 %4）。</translation>
    </message>
    <message>
        <source> The typical cudaMalloc got slower as the run went on, from %1 to %2 (p99 %3 → %4): the caching allocator&apos;s pool is fragmenting, so more requests miss it and go to the driver.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 to %4 are durations like 3.2 ms</extracomment>
        <translation>随着运行的进行，典型的 cudaMalloc 耗时从 %1 增至 %2（p99 %3 → %4）：缓存分配器的内存池正在碎片化，因此更多请求无法命中，只能交给驱动程序。</translation>
    </message>
    <message>
        <source> torch.cuda.empty_cache() hands cached blocks back to the driver %1 times, so the next allocations pay for cudaMalloc again.</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation>torch.cuda.empty_cache() 将缓存块归还给驱动程序 %1 次，因此之后的分配又要重新承担 cudaMalloc 的开销。</translation>
    </message>
    <message>
        <source> %1 cuMemAlloc calls from Python (ctypes) take %2 that PyTorch&apos;s allocator cannot see or reuse.</source>
        <extracomment>Appended to the explanation; mind the leading space. %2 is a size like 1.5 GiB</extracomment>
        <translation>来自 Python（ctypes）的 %1 次 cuMemAlloc 调用占用了 %2，PyTorch 的分配器既看不到也无法复用这些内存。</translation>
    </message>
    <message>
        <source> Most of the allocation time comes from %1:%2 (%3).</source>
        <extracomment>Appended to the explanation; mind the leading space. %1:%2 is a Python file and line, %3 a function</extracomment>
        <translation>大部分分配时间来自 %1:%2（%3）。</translation>
    </message>
    <message>
        <source>Pre-allocate buffers once and reuse them across steps instead of allocating per step</source>
        <translation>预先一次性分配缓冲区并在各步之间复用，而不是每一步都重新分配</translation>
    </message>
    <message>
        <source>Remove torch.cuda.empty_cache() from the training loop</source>
        <translation>从训练循环中移除 torch.cuda.empty_cache()</translation>
    </message>
    <message>
        <source>Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to stop the pool fragmenting</source>
        <translation>设置 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True，防止内存池碎片化</translation>
    </message>
    <message>
        <source>Allocate through PyTorch (torch.empty on the device) instead of cuMemAlloc through ctypes, so the caching allocator can reuse the memory</source>
        <translation>通过 PyTorch 分配（在设备上调用 torch.empty），而不是通过 ctypes 调用 cuMemAlloc，以便缓存分配器复用这些内存</translation>
    </message>
    <message>
        <source>GPU memory leak in %1: %2 of %3 allocations (%4) never freed</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %4 a size like 1.5 GiB</extracomment>
        <translation>%1 中存在 GPU 内存泄漏：%3 次分配中有 %2 次（%4）从未释放</translation>
    </message>
    <message>
        <source>allocations that are never freed, growing steadily</source>
        <translation>从未释放的分配持续增长</translation>
    </message>
    <message>
        <source>GPU memory retained in %1: %2 of %3 allocations (%4) never freed</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %4 a size like 1.5 GiB</extracomment>
        <translation>%1 中有 GPU 内存被保留：%3 次分配中有 %2 次（%4）从未释放</translation>
    </message>
    <message>
        <source>memory kept by its owner (the caching allocator or long-lived tensors), not growing</source>
        <translation>内存由其持有者（缓存分配器或长期存活的张量）保留，并未增长</translation>
    </message>
    <message>
        <source>%1 allocated through traced calls at the end of quarter %2</source>
        <extracomment>%1 is a size like 1.5 GiB, %2 the quarter of the range (1 to 4)</extracomment>
        <translation>第 %2 个四分之一时段结束时，经已跟踪调用分配的内存为 %1</translation>
    </message>
    <message>
        <source>%1 made %2 cudaMalloc calls and %3 cudaFree calls; %4 frees match an allocation, and %5 allocations holding %6 are still allocated at the end of the range.</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %6 a size like 1.5 GiB</extracomment>
        <translation>%1 进行了 %2 次 cudaMalloc 调用和 %3 次 cudaFree 调用；其中 %4 次释放能对应到某次分配，范围结束时仍有 %5 次分配（共 %6）未释放。</translation>
    </message>
    <message>
        <source> What stays allocated grew in every quarter of the range, which is what a leak looks like: references kept in a list, a cache or a closure.</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation>未释放的内存在范围的每个四分之一时段中都在增长，这正是泄漏的特征：引用被保存在列表、缓存或闭包中。</translation>
    </message>
    <message>
        <source>Find who keeps references to the tensors allocated at the top source lines (lists of losses, hooks, caches); call .detach()/.item() before keeping values</source>
        <translation>找出是谁持有在排名靠前的源代码行处分配的张量的引用（损失列表、钩子、缓存）；保存数值前先调用 .detach()/.item()</translation>
    </message>
    <message>
        <source>Compare torch.cuda.memory_allocated() across steps to confirm the growth</source>
        <translation>比较各步的 torch.cuda.memory_allocated() 以确认增长</translation>
    </message>
    <message>
        <source> What stays allocated levels off, which is the caching allocator (or long-lived tensors) holding memory for reuse rather than a leak.</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation>未释放的内存趋于平稳，这是缓存分配器（或长期存活的张量）为复用而保留内存，并非泄漏。</translation>
    </message>
    <message>
        <source>Nothing to fix if memory is not short; otherwise cap the cache with PYTORCH_CUDA_ALLOC_CONF=garbage_collection_threshold:0.8</source>
        <translation>若内存并不紧张则无需修复；否则用 PYTORCH_CUDA_ALLOC_CONF=garbage_collection_threshold:0.8 限制缓存</translation>
    </message>
    <message>
        <source>Tensor destructors synchronise the GPU in %1: %2 syncs, %3 (%4)</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %3 a duration like 3.2 s, %4 a percentage like 12 %</extracomment>
        <translation>%1 中张量析构函数同步 GPU：%2 次同步，%3（%4）</translation>
    </message>
    <message>
        <source>freeing tensors in the hot loop waits for the GPU (c10::TensorImpl::~TensorImpl → sync)</source>
        <translation>在热循环中释放张量需要等待 GPU（c10::TensorImpl::~TensorImpl → 同步）</translation>
    </message>
    <message>
        <source>a tensor goes out of scope</source>
        <translation>张量离开作用域</translation>
    </message>
    <message>
        <source>%1 synchronisations inside ~TensorImpl, p99 %2, longest %3</source>
        <extracomment>%2 and %3 are durations like 3.2 ms</extracomment>
        <translation>~TensorImpl 内发生 %1 次同步，p99 %2，最长 %3</translation>
    </message>
    <message>
        <source>%1 %2 calls have c10::TensorImpl&apos;s destructor on their stack: releasing a tensor&apos;s memory made the CPU wait for the GPU to finish with it. Together they blocked the thread for %3 (%4 of the range).</source>
        <extracomment>%2 is a CUDA op like cudaStreamSynchronize, %3 a duration like 3.2 s, %4 a percentage like 12 %</extracomment>
        <translation>%1 次 %2 调用的调用栈中有 c10::TensorImpl 的析构函数：释放张量内存时，CPU 必须等待 GPU 用完该张量。这些调用共阻塞线程 %3（占该范围的 %4）。</translation>
    </message>
    <message>
        <source> The tensors die at %1:%2.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1:%2 is a Python file and line</extracomment>
        <translation>这些张量在 %1:%2 处被销毁。</translation>
    </message>
    <message>
        <source>Keep buffers alive across iterations (pre-allocate, reuse with out= or copy_) instead of letting them die every step</source>
        <translation>让缓冲区跨迭代保持存活（预先分配，通过 out= 或 copy_ 复用），而不是每一步都销毁</translation>
    </message>
    <message>
        <source>When a tensor is used on a side stream, call tensor.record_stream(stream) instead of synchronising before it is freed</source>
        <translation>当张量在辅助流上使用时，调用 tensor.record_stream(stream)，而不是在释放前进行同步</translation>
    </message>
    <message>
        <source>Fork at %1 stalled %2 workers for %3–%4</source>
        <extracomment>%1 is a time since the capture began like 42.1 s, %3 and %4 durations: &quot;stalled 3 workers for 120 ms–1.2 s&quot;</extracomment>
        <translation>于 %1 发生的 fork 使 %2 个工作进程停顿 %3–%4</translation>
    </message>
    <message>
        <source>fork() of a large process under memory pressure freezes the workers that share its pages</source>
        <translation>在内存压力下对大型进程执行 fork() 会冻结与其共享内存页的工作进程</translation>
    </message>
    <message>
        <source>fork() of a large process freezes the workers that share its pages</source>
        <translation>对大型进程执行 fork() 会冻结与其共享内存页的工作进程</translation>
    </message>
    <message>
        <source>memory at %1 % around the fork, %2 MB swapped</source>
        <extracomment>%1 is a memory usage percentage, %2 a number of megabytes</extracomment>
        <translation>fork 前后内存使用率 %1 %，已交换 %2 MB</translation>
    </message>
    <message>
        <source>memory at %1 % around the fork</source>
        <extracomment>%1 is a memory usage percentage</extracomment>
        <translation>fork 前后内存使用率 %1 %</translation>
    </message>
    <message>
        <source>%1 forked %2 process(es)</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %2 a number of processes</extracomment>
        <translation>%1 fork 了 %2 个进程</translation>
    </message>
    <message>
        <source>%1 off-CPU for %2</source>
        <extracomment>%1 is a thread like &quot;data_worker 4243&quot;, %2 a duration like 120 ms</extracomment>
        <translation>%1 离开 CPU %2</translation>
    </message>
    <message>
        <source>%1 called fork() at %2 (%3 fork(s) within a second). At that moment %4 threads of other processes were off-CPU for %5 to %6 and came back only after it: %7.</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %2 a time since the capture began like 42.1 s, %5 and %6 durations, %7 a list of threads like &quot;data_worker 4243, data_worker 4244&quot;</extracomment>
        <translation>%1 于 %2 调用了 fork()（一秒内共 %3 次 fork）。此时其他进程的 %4 个线程离开 CPU %5 至 %6，直到 fork 之后才恢复运行：%7。</translation>
    </message>
    <message>
        <source> fork() copies the parent&apos;s page tables while holding its memory map lock, and the workers that share those pages wait for it; with memory at %1 % the copy is slow.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 is a memory usage percentage</extracomment>
        <translation>fork() 在持有父进程内存映射锁的同时复制其页表，共享这些内存页的工作进程只能等待；内存使用率达 %1 % 时，复制会很慢。</translation>
    </message>
    <message>
        <source> fork() copies the parent&apos;s page tables while holding its memory map lock, and the workers that share those pages wait for it.</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation>fork() 在持有父进程内存映射锁的同时复制其页表，共享这些内存页的工作进程只能等待。</translation>
    </message>
    <message>
        <source>Create the DataLoader with persistent_workers=True so workers are not re-forked every epoch</source>
        <translation>创建 DataLoader 时设置 persistent_workers=True，避免每个 epoch 都重新 fork 工作进程</translation>
    </message>
    <message>
        <source>Use multiprocessing_context=&apos;forkserver&apos; (or &apos;spawn&apos;) for DataLoader workers</source>
        <translation>为 DataLoader 工作进程使用 multiprocessing_context=&apos;forkserver&apos;（或 &apos;spawn&apos;）</translation>
    </message>
    <message>
        <source>Reduce host memory pressure before forking: fewer workers, smaller prefetch_factor, free large host tensors</source>
        <translation>在 fork 之前降低主机内存压力：减少工作进程，调小 prefetch_factor，释放大型主机张量</translation>
    </message>
    <message>
        <source>%1 was switched out %2 times for %3; %4 times a worker took its place</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %3 a duration like 3.2 s</extracomment>
        <translation>%1 被切换出去 %2 次，共 %3；其中 %4 次由工作进程取而代之</translation>
    </message>
    <message>
        <source>%1 of %2 spent %3 (%4 of the range) off-CPU, and in %5 of %6 switches the thread that took its core was one of the job&apos;s own %7 DataLoader workers (off-CPU: %8). The training loop waits for input it produces itself: the workers and the main process compete for the same cores.</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 a process like &quot;python3 (pid 4242)&quot;, %3 a duration, %4 a percentage, %8 a list of workers with their off-CPU share like &quot;data_worker 4243 12 %, ...&quot;</extracomment>
        <translation>%2 中的 %1 离开 CPU 共 %3（占该范围的 %4）；在 %6 次切换中有 %5 次，占用其核心的线程是该作业自身的 %7 个 DataLoader 工作进程之一（离开 CPU：%8）。训练循环在等待它自己产生的输入：工作进程与主进程在争抢相同的核心。</translation>
    </message>
    <message>
        <source>Lower DataLoader num_workers to leave a core for the training process</source>
        <translation>调低 DataLoader 的 num_workers，为训练进程留出一个核心</translation>
    </message>
    <message>
        <source>Pin the training process and the workers to separate cores (taskset, or os.sched_setaffinity in worker_init_fn)</source>
        <translation>将训练进程和工作进程绑定到不同的核心（taskset，或在 worker_init_fn 中调用 os.sched_setaffinity）</translation>
    </message>
    <message>
        <source>Use persistent_workers=True so workers are not re-created every epoch</source>
        <translation>使用 persistent_workers=True，避免每个 epoch 都重新创建工作进程</translation>
    </message>
    <message>
        <source>cannot read events: %1</source>
        <translation>无法读取事件：%1</translation>
    </message>
    <message>
        <source>segments given back to the driver every step</source>
        <translation>每一步都将段归还给驱动程序</translation>
    </message>
    <message>
        <source>Allocation churn in %1: cudaMalloc and cudaFree in %2 of %3 steps, %4 (%5) — %6</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %2 and %3 numbers of steps, %4 a duration, %5 a percentage, %6 the causes joined with &quot; + &quot;</extracomment>
        <translation>%1 中频繁分配与释放：%3 步中有 %2 步调用 cudaMalloc 和 cudaFree，%4（%5）— %6</translation>
    </message>
    <message>
        <source> cudaFree took %1 more (%2): it waits for the GPU to finish with the memory before it returns it.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a duration, %2 a percentage</extracomment>
        <translation>cudaFree 额外耗时 %1（%2）：它要等 GPU 用完这块内存后才将其归还。</translation>
    </message>
    <message>
        <source> torch.cuda.empty_cache() is called at %1:%2.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1:%2 is a Python file and line</extracomment>
        <translation>torch.cuda.empty_cache() 在 %1:%2 处被调用。</translation>
    </message>
    <message>
        <source>tid %1 (not traced)</source>
        <extracomment>A thread the capture knows only by its id (not traced); %1 is the id</extracomment>
        <translation>TID %1（未跟踪）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A process that took the CPU and for how long: &quot;stress-ng (pid 4242) 1.2 s&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Other processes take the CPU from %1: %2 (%3) — %4</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 a duration, %3 a percentage, %4 a list of processes</extracomment>
        <translation>其他进程抢占了 %1 的 CPU：%2（%3）— %4</translation>
    </message>
    <message>
        <source>other processes on the node run on the cores the training thread needs</source>
        <translation>节点上的其他进程占用了训练线程所需的核心</translation>
    </message>
    <message>
        <source>%1 came back to a core another process had held %2 times, after %3 off-CPU in all</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 a number of times, %3 a duration like 1.2 s</extracomment>
        <translation>%1 有 %2 次在其他进程占用过的核心上恢复运行，共离开 CPU %3</translation>
    </message>
    <message>
        <source>%1 ran while the thread waited: %2</source>
        <extracomment>%1 is a process like &quot;stress-ng (pid 4242)&quot;, %2 a duration</extracomment>
        <translation>线程等待期间 %1 在运行：%2</translation>
    </message>
    <message>
        <source>%1, which issues the GPU work of %2, was off-CPU for %3 (%4 of its steps) coming back to a core another process had held, in %5 of its %6 switches: %7. While it waits for a core, the GPU gets no new work.</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 a process, %3 a duration, %4 a percentage, %5 and %6 counts of switches, %7 a list of processes with the time each ran</extracomment>
        <translation>负责发出 %2 的 GPU 工作的 %1 离开 CPU 共 %3（占其各步的 %4），在其 %6 次切换中有 %5 次回到了其他进程占用过的核心上：%7。在它等待核心期间，GPU 得不到新的工作。</translation>
    </message>
    <message>
        <source>Move the other processes off the GPU node&apos;s cores, or run them at nice 19 (logrotate, cron, backups, other jobs)</source>
        <translation>将其他进程移出 GPU 节点的核心，或以 nice 19 运行它们（logrotate、cron、备份、其他作业）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A process and what it held: &quot;python3 (pid 4242): 60.0 GiB&quot;</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>CUDA out of memory at %1: %2 asked, %3 held — %4</source>
        <extracomment>%1 is where: a Python file and line like train.py:18 (or the CUDA call when no line is known), %2 and %3 sizes like 23.6 GiB, %4 the kind: fragmentation, exhaustion, memory held elsewhere, or exhaustion or fragmentation (cannot tell)</extracomment>
        <translation>%1 处 CUDA 内存不足：请求 %2，已持有 %3 — %4</translation>
    </message>
    <message>
        <source>fragmentation: the memory held is split among segments that each keep a live tensor, and the request needs one piece</source>
        <translation>碎片化：所持有的内存分散在各个段中，每个段都有存活张量，而请求需要一整块</translation>
    </message>
    <message>
        <source>exhaustion: the memory in use and the request together exceed the GPU</source>
        <translation>内存耗尽：已使用的内存与请求之和超出了 GPU 容量</translation>
    </message>
    <message>
        <source>memory held elsewhere: another process or a library outside the traced calls</source>
        <translation>内存被别处占用：另一个进程，或已跟踪调用之外的某个库</translation>
    </message>
    <message>
        <source>%1(%2) failed: out of memory (error %3)</source>
        <extracomment>%1 is a CUDA call like cudaMalloc, %2 a size, %3 the error code</extracomment>
        <translation>%1(%2) 失败：内存不足（错误 %3）</translation>
    </message>
    <message>
        <source>the process held %1 in %2 segments through traced allocations: %3 of 2 MiB or less, %4 of up to 20 MiB (for requests of 1-10 MiB), %5 larger</source>
        <extracomment>%1 is a size, %2 a number of segments; the second sentence says how they split by size</extracomment>
        <translation>该进程通过已跟踪的分配在 %2 个段中持有 %1：%3 个不超过 2 MiB，%4 个最大 20 MiB（用于 1-10 MiB 的请求），%5 个更大</translation>
    </message>
    <message>
        <source>the allocator gave back %1 unused segments (%2) and asked again</source>
        <extracomment>%1 a number of segments, %2 a size</extracomment>
        <translation>分配器归还了 %1 个未使用的段（%2），并再次请求</translation>
    </message>
    <message>
        <source>the allocator had no segment without a live tensor to give back, and asked again</source>
        <translation>分配器没有可以归还的、不含存活张量的段，于是再次请求</translation>
    </message>
    <message>
        <source>%1 failed again</source>
        <extracomment>%1 is a CUDA call like cudaMalloc</extracomment>
        <translation>%1 再次失败</translation>
    </message>
    <message>
        <source>the GPU has %1</source>
        <extracomment>%1 is a size like 80.0 GiB</extracomment>
        <translation>GPU 共有 %1</translation>
    </message>
    <message>
        <source>%1 asked %2 for %4 at %3 and got out of memory, while it held %5 in %6 segments.</source>
        <extracomment>%1 is a process, %2 a CUDA call, %3 where (file:line), %4 a size asked, %5 a size held, %6 a number of segments</extracomment>
        <translation>%1 在 %3 处向 %2 请求 %4 时内存不足，当时它在 %6 个段中持有 %5。</translation>
    </message>
    <message>
        <source> The GPU has %1.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 is a size</extracomment>
        <translation>GPU 共有 %1。</translation>
    </message>
    <message>
        <source> The process held %1 times what it asked for, and PyTorch&apos;s retry found no segment it could give back whole: every segment keeps at least one live tensor, so free space, however much, is split among them while the request needs one piece. Segments that can grow and shrink (expandable_segments) let freed space be mapped into one range.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 is a ratio like 2.7</extracomment>
        <translation>该进程持有的内存是其请求量的 %1 倍，而 PyTorch 的重试没有找到可以整段归还的段：每个段都至少有一个存活张量，因此无论空闲空间有多少，都分散在各段之间，而请求需要一整块。可伸缩的段（expandable_segments）能将释放的空间映射到一段连续的范围中。</translation>
    </message>
    <message>
        <source> Most of it (%1 in %2 segments) is in the 20 MiB segments the allocator makes for tensors of 1-10 MiB: tensors of varying size scattered through them leave gaps no large request can use.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size, %2 a number of segments</extracomment>
        <translation>其中大部分（%2 个段中的 %1）位于分配器为 1-10 MiB 张量创建的 20 MiB 段中：大小不一的张量散布其中，留下的空洞无法满足任何大请求。</translation>
    </message>
    <message>
        <source>Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True so freed space can be reused by a large request</source>
        <translation>设置 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True，使释放的空间能被大请求复用</translation>
    </message>
    <message>
        <source>Allocate the large buffer first and reuse it, or pad variable-length batches to a few fixed sizes</source>
        <translation>先分配大缓冲区并复用它，或将变长批次填充到少数几种固定大小</translation>
    </message>
    <message>
        <source> PyTorch gave back %1 of cached segments and asked again, and it still did not fit: the memory is in use.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size</extracomment>
        <translation>PyTorch 归还了 %1 的缓存段后再次请求，仍然放不下：内存正在使用中。</translation>
    </message>
    <message>
        <source> What the process holds and what it asked for together exceed what the GPU has.</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation>该进程持有的内存与其请求量之和超出了 GPU 的容量。</translation>
    </message>
    <message>
        <source>Reduce the batch size or sequence length, or trade compute for memory (activation checkpointing, bf16)</source>
        <translation>减小批大小或序列长度，或以计算换内存（激活检查点、bf16）</translation>
    </message>
    <message>
        <source>Drop references to tensors you no longer need before the large allocation</source>
        <translation>在进行大分配之前，丢弃对不再需要的张量的引用</translation>
    </message>
    <message>
        <source> Other processes held %1 at that moment: %2.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size, %2 a list of processes with what each held</extracomment>
        <translation>当时其他进程持有 %1：%2。</translation>
    </message>
    <message>
        <source> What this process holds and asked for (%1) fits in the GPU (%2): the rest is held elsewhere, by another process or outside the traced calls (NCCL, cuBLAS workspaces, another library).</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 and %2 sizes</extracomment>
        <translation>此进程持有和请求的内存（%1）放得进 GPU（%2）：其余内存被别处占用，即另一个进程或已跟踪调用之外的部分（NCCL、cuBLAS 工作区、其他库）。</translation>
    </message>
    <message>
        <source> What this process holds and asked for (%1) is less than any data-centre GPU has: the rest is likely held elsewhere, by another process or outside the traced calls (NCCL, cuBLAS workspaces, another library).</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size</extracomment>
        <translation>此进程持有和请求的内存（%1）少于任何数据中心 GPU 的容量：其余内存很可能被别处占用，即另一个进程或已跟踪调用之外的部分（NCCL、cuBLAS 工作区、其他库）。</translation>
    </message>
    <message>
        <source>Find the other process on the GPU (nvidia-smi) and give each job its own GPU (CUDA_VISIBLE_DEVICES)</source>
        <translation>找出 GPU 上的其他进程（nvidia-smi），并为每个作业分配独立的 GPU（CUDA_VISIBLE_DEVICES）</translation>
    </message>
    <message>
        <source>The host waits for the GPU %1 times per step at %2: the GPU idles %3 of each %4 step after it (%5)</source>
        <extracomment>%1 a number per step like 3.0, %2 a Python file and line, %3 and %4 durations, %5 a percentage</extracomment>
        <translation>主机每步在 %2 处等待 GPU %1 次：此后 GPU 在每个 %4 的步中空闲 %3（%5）</translation>
    </message>
    <message>
        <source>a host synchronisation every step (.item(), .cpu(), printing a tensor, synchronize())</source>
        <translation>每一步都有主机同步（.item()、.cpu()、打印张量、synchronize()）</translation>
    </message>
    <message>
        <source>%1 synchronising calls in %2 steps from %3, %4 waiting in them</source>
        <extracomment>%1 a number of calls, %2 a number of steps, %3 a Python file and line, %4 a duration</extracomment>
        <translation>%2 步中有 %1 次来自 %3 的同步调用，在其中等待 %4</translation>
    </message>
    <message>
        <source>%1 device-to-host copies from the same line</source>
        <extracomment>%1 a number of copies</extracomment>
        <translation>同一行发出的 %1 次设备到主机复制</translation>
    </message>
    <message>
        <source>the GPU had nothing queued for %1 after them (%2 of the steps)</source>
        <extracomment>%1 a duration, %2 a percentage</extracomment>
        <translation>此后 GPU 有 %1 没有排队的工作（占各步的 %2）</translation>
    </message>
    <message>
        <source>In %4 steps of %1, %2 made the host wait for the GPU %3 times per step. Each wait returns with the GPU&apos;s queue empty, and the GPU then idles until the host issues the next work: %5 in all, %6 per step (%7 of the steps). The host cannot run ahead of the GPU, so the step is serialised.</source>
        <extracomment>%1 a process, %2 a Python file and line, %3 a count per step, %4 a number of steps, %5 and %6 durations, %7 a percentage</extracomment>
        <translation>在 %1 的 %4 步中，%2 让主机每步等待 GPU %3 次。每次等待返回时 GPU 的队列都已清空，随后 GPU 一直空闲，直到主机发出下一项工作：共计 %5，每步 %6（占各步的 %7）。主机无法领先于 GPU 运行，因此步被串行化了。</translation>
    </message>
    <message>
        <source> The line: %1</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 is a line of Python</extracomment>
        <translation>该行：%1</translation>
    </message>
    <message>
        <source>Keep the values on the GPU and read them every N steps (accumulate with torch.stack, then one .tolist() or .cpu())</source>
        <translation>将数值保留在 GPU 上，每 N 步读取一次（用 torch.stack 累积，然后只调用一次 .tolist() 或 .cpu()）</translation>
    </message>
    <message>
        <source>Copy to pinned memory with non_blocking=True and wait on a CUDA event only when the value is needed</source>
        <translation>使用 non_blocking=True 复制到锁页内存，仅在需要该值时才等待 CUDA 事件</translation>
    </message>
    <message>
        <source>Input starvation: %1 makes each batch itself, on the CPU, while the GPU waits %2 per step (%3)</source>
        <extracomment>%1 a thread, %2 a duration per step, %3 a percentage</extracomment>
        <translation>输入供给不足：%1 在 CPU 上自行生成每个批次，而 GPU 每步等待 %2（%3）</translation>
    </message>
    <message>
        <source>the training thread prepares its input itself: no DataLoader workers</source>
        <translation>训练线程自行准备输入：没有 DataLoader 工作进程</translation>
    </message>
    <message>
        <source>Input starvation: %1 waits for its %2 DataLoader workers %3 per step (%4)</source>
        <extracomment>%1 a thread, %2 a number of workers, %3 a duration per step, %4 a percentage</extracomment>
        <translation>输入供给不足：%1 每步等待其 %2 个 DataLoader 工作进程 %3（%4）</translation>
    </message>
    <message>
        <source>the DataLoader workers, busy on the CPU, cannot keep up</source>
        <translation>DataLoader 工作进程在 CPU 上忙不过来，跟不上</translation>
    </message>
    <message>
        <source>the DataLoader workers are waiting themselves (I/O, a lock)</source>
        <translation>DataLoader 工作进程自身也在等待（I/O、锁）</translation>
    </message>
    <message>
        <source>Input starvation: %1 is blocked between steps %2 per step (%3), the GPU idle</source>
        <extracomment>%1 a thread, %2 a duration per step, %3 a percentage</extracomment>
        <translation>输入供给不足：%1 在步与步之间每步阻塞 %2（%3），GPU 空闲</translation>
    </message>
    <message>
        <source>the step loop waits off the CPU for its next batch (a read, a queue, a lock)</source>
        <translation>步循环离开 CPU 等待下一个批次（读取、队列、锁）</translation>
    </message>
    <message>
        <source>Input starvation: %1 works on the CPU between steps %2 per step (%3), the GPU idle</source>
        <extracomment>%1 a thread, %2 a duration per step, %3 a percentage</extracomment>
        <translation>输入供给不足：%1 在步与步之间每步在 CPU 上工作 %2（%3），GPU 空闲</translation>
    </message>
    <message>
        <source>host work between steps on the training thread, with no GPU work queued</source>
        <translation>训练线程在步与步之间执行主机工作，没有排队的 GPU 工作</translation>
    </message>
    <message>
        <source>%1 gaps with no CUDA call before a step, median %2, %3 in all, each ending at %4</source>
        <extracomment>%1 a number of gaps, %2 and %3 durations (median and total), %4 a Python file and line</extracomment>
        <translation>步开始前有 %1 个没有 CUDA 调用的间隔，中位数 %2，共计 %3，均结束于 %4</translation>
    </message>
    <message>
        <source>%1 was off the CPU for %2 of those gaps</source>
        <extracomment>%1 a thread, %2 a percentage</extracomment>
        <translation>在这些间隔中，%1 有 %2 的时间离开 CPU</translation>
    </message>
    <message>
        <source>%1 DataLoader workers, on the CPU %2 of the gaps</source>
        <extracomment>%1 a number of workers, %2 a percentage</extracomment>
        <translation>%1 个 DataLoader 工作进程，在间隔中有 %2 的时间在 CPU 上</translation>
    </message>
    <message>
        <source>the DataLoader at %1 has num_workers=%2</source>
        <extracomment>%1 a Python file and line, %2 the num_workers value as written</extracomment>
        <translation>%1 处的 DataLoader 设置了 num_workers=%2</translation>
    </message>
    <message>
        <source>Before each of %2 steps of %1, the process issued no GPU work for %3 (median; the steps take %4), %5 of the steps, until %6 started the next step. The GPU has nothing to do while the next batch is made.</source>
        <extracomment>%1 a process, %2 a number of steps, %3 a duration per step, %4 a duration per step, %5 a percentage, %6 a Python file and line</extracomment>
        <translation>在 %1 的 %2 步中，每一步开始前进程都有 %3（中位数；每步耗时 %4）没有发出 GPU 工作，占各步的 %5，直到 %6 开始下一步。在生成下一个批次期间，GPU 无事可做。</translation>
    </message>
    <message>
        <source> The training thread stayed on the CPU for %1 of that time, and no DataLoader worker exists: it loads and collates the batches itself.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a percentage</extracomment>
        <translation>在这段时间中，训练线程有 %1 的时间留在 CPU 上，且不存在 DataLoader 工作进程：它自行加载并整理批次。</translation>
    </message>
    <message>
        <source>Give the DataLoader workers (num_workers=4 or more, persistent_workers=True) so batches are made in parallel with the step</source>
        <translation>为 DataLoader 配置工作进程（num_workers=4 或更多，persistent_workers=True），让批次与步并行生成</translation>
    </message>
    <message>
        <source>Move costly augmentation out of collate_fn, or onto the GPU</source>
        <translation>将开销大的数据增强移出 collate_fn，或移到 GPU 上</translation>
    </message>
    <message>
        <source> The training thread was off the CPU for %1 of it, waiting for its %2 workers, which were on the CPU %3 of that time.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 and %3 percentages, %2 a number</extracomment>
        <translation>其中有 %1 的时间训练线程离开 CPU，等待它的 %2 个工作进程，而这些工作进程在这段时间中有 %3 在 CPU 上。</translation>
    </message>
    <message>
        <source>Add DataLoader workers (as many as free cores allow) or make each sample cheaper</source>
        <translation>增加 DataLoader 工作进程（在空闲核心允许的范围内），或降低每个样本的开销</translation>
    </message>
    <message>
        <source>Find what the workers wait on (storage, network); cache or prefetch the data, raise prefetch_factor</source>
        <translation>找出工作进程在等待什么（存储、网络）；缓存或预取数据，调大 prefetch_factor</translation>
    </message>
    <message>
        <source>Find what the loop waits on between steps (reading data, a queue); load it in DataLoader workers with prefetching</source>
        <translation>找出循环在步与步之间等待什么（读取数据、队列）；改为在启用预取的 DataLoader 工作进程中加载</translation>
    </message>
    <message>
        <source>Move the work between steps off the training thread (into the DataLoader&apos;s workers) or do it every N steps</source>
        <translation>将步与步之间的工作移出训练线程（移到 DataLoader 的工作进程中），或改为每 N 步执行一次</translation>
    </message>
    <message>
        <source> The loop reads the DataLoader made at %1 with num_workers=%2.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a file and line, %2 the value as written</extracomment>
        <translation>该循环读取的 DataLoader 在 %1 处创建，num_workers=%2。</translation>
    </message>
    <message>
        <source> Its collate_fn is %1 (%2).</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a function, %2 a file and line</extracomment>
        <translation>其 collate_fn 为 %1（%2）。</translation>
    </message>
    <message>
        <source>killed by %1</source>
        <extracomment>How a process ended: &quot;killed by SIGSEGV&quot;</extracomment>
        <translation>被 %1 终止</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>退出状态 %1</translation>
    </message>
    <message>
        <source>%1 died at %2: %3</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %2 a time since the capture began, %3 how it ended</extracomment>
        <translation>%1 于 %2 终止：%3</translation>
    </message>
    <message>
        <source>%1 ended with %2 at %3, while it was doing GPU work; the work since its last checkpoint is lost.</source>
        <extracomment>%1 is a process, %2 how it ended, %3 a time since the capture began</extracomment>
        <translation>%1 在执行 GPU 工作时于 %3 结束（%2）；自上一个检查点以来的工作已丢失。</translation>
    </message>
    <message>
        <source>Read the process&apos;s own error output (the traceback) for the exception that ended it</source>
        <translation>查看该进程自身的错误输出（traceback），找出导致其结束的异常</translation>
    </message>
    <message>
        <source>an allocation failed with out of memory at %1</source>
        <extracomment>How a leak ended; %1 is a time since the capture began like 42.1 s</extracomment>
        <translation>于 %1 有一次分配因内存不足而失败</translation>
    </message>
    <message>
        <source>the allocator released its cached memory at %1, as PyTorch does before it raises OutOfMemoryError, and the process&apos;s GPU work stopped %2 later</source>
        <extracomment>How a leak ended; %1 is a time since the capture began, %2 a duration</extracomment>
        <translation>分配器于 %1 释放了其缓存的内存（PyTorch 在抛出 OutOfMemoryError 之前会这样做），%2 后该进程的 GPU 工作停止</translation>
    </message>
    <message>
        <source>the process exited at %1 with status %2</source>
        <translation>进程于 %1 退出，状态为 %2</translation>
    </message>
    <message>
        <source>GPU memory grows by %1 every step in %2: %3 → %4 over %5 steps, never given back</source>
        <extracomment>%1 is a size like 32.0 MiB, %2 a process, %3 and %4 sizes, %5 a number of steps</extracomment>
        <translation>%2 中的 GPU 内存每步增长 %1：%5 步内 %3 → %4，从未归还</translation>
    </message>
    <message>
        <source> — ends in an OOM</source>
        <extracomment>Appended to the title of a leak that ended in an out-of-memory error; mind the leading space</extracomment>
        <translation> — 最终导致 OOM</translation>
    </message>
    <message>
        <source>each step keeps its tensors alive: %1:%2 %3</source>
        <extracomment>%1:%2 is a Python file and line, %3 the statement there</extracomment>
        <translation>每一步都让其张量保持存活：%1:%2 %3</translation>
    </message>
    <message>
        <source>something keeps a reference to each step&apos;s tensors</source>
        <translation>有东西持有对每一步张量的引用</translation>
    </message>
    <message>
        <source>%1 held after step %2</source>
        <extracomment>%1 is a size like 1.5 GiB, %2 a number of steps</extracomment>
        <translation>第 %2 步后持有 %1</translation>
    </message>
    <message>
        <source>What %1 holds through cudaMalloc went from %2 to %3 over %4 steps (%5), rising in every part of the run and never given back: %6 per step, %7 per second. The caching allocator keeps segments, but it stops asking for more once the steps&apos; sizes are known; this keeps asking.</source>
        <extracomment>%1 is a process, %2 and %3 sizes, %4 a number of steps, %5 a duration, %6 a size per step, %7 a size per second</extracomment>
        <translation>%1 通过 cudaMalloc 持有的内存在 %4 步（%5）内从 %2 增至 %3，在运行的每个阶段都在增长且从未归还：每步 %6，每秒 %7。缓存分配器会保留段，但一旦各步所需的大小确定，就不再申请更多；而这里一直在申请。</translation>
    </message>
    <message>
        <source> The step loop adds to a container made outside it at %1:%2 (%3), so every step&apos;s tensors stay alive.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1:%2 is a file and line, %3 its statement</extracomment>
        <translation>步循环向在循环外 %1:%2 处创建的容器中添加内容（%3），因此每一步的张量都保持存活。</translation>
    </message>
    <message>
        <source> It ended when %1.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 says how it ended</extracomment>
        <translation>最终，%1。</translation>
    </message>
    <message>
        <source>At %1:%2, keep a detached CPU copy or a Python number (.item(), .detach().cpu()) instead of the GPU tensor, or drop the container</source>
        <extracomment>%1:%2 is a file and line</extracomment>
        <translation>在 %1:%2 处保存分离后的 CPU 副本或 Python 数值（.item()、.detach().cpu()），而不是 GPU 张量，或者去掉该容器</translation>
    </message>
    <message>
        <source>Copies from pageable memory at %1: %2 in %3 host-to-device copies at %4 blocked the host %5 (%6)</source>
        <extracomment>%1 a Python file and line, %2 a size, %3 a number of copies, %4 a speed like 8.8 GB/s, %5 a duration, %6 a percentage</extracomment>
        <translation>%1 处从可分页内存复制：%3 次主机到设备复制共 %2，速率 %4，阻塞主机 %5（%6）</translation>
    </message>
    <message>
        <source>host-to-device copies from memory that is not pinned are staged and block the host</source>
        <translation>从非锁页内存进行的主机到设备复制需要经过中转，会阻塞主机</translation>
    </message>
    <message>
        <source>%1 host-to-device copies of %2 each on average, blocking %3 each at %4</source>
        <extracomment>%1 a number of copies, %2 a size, %3 a duration, %4 a speed like 8.8 GB/s</extracomment>
        <translation>%1 次主机到设备复制，平均每次 %2，每次阻塞 %3，速率 %4</translation>
    </message>
    <message>
        <source>the thread that issues the GPU work was blocked %1 (%2 of the range)</source>
        <extracomment>%1 a duration, %2 a percentage</extracomment>
        <translation>发出 GPU 工作的线程被阻塞 %1（占该范围的 %2）</translation>
    </message>
    <message>
        <source>%1 copied %3 to the GPU in %2 copies from %4 at %5, and each call blocked the host until its data was staged: %6 in all, %7 of the range. An asynchronous copy from pinned memory returns at once and runs at the link&apos;s full speed while the host goes on; from pageable memory the driver copies it through a bounce buffer first, and non_blocking=True has no effect.</source>
        <extracomment>%1 a process, %2 a number of copies, %3 a size, %4 a Python file and line, %5 a speed, %6 a duration, %7 a percentage</extracomment>
        <translation>%1 从 %4 处通过 %2 次复制将 %3 传到 GPU，速率 %5，每次调用都阻塞主机，直到其数据完成中转：共计 %6，占该范围的 %7。从锁页内存进行的异步复制会立即返回，并在主机继续运行的同时以链路全速进行；而从可分页内存复制时，驱动程序要先经由中转缓冲区（bounce buffer）复制，non_blocking=True 不起作用。</translation>
    </message>
    <message>
        <source>Pin the host tensor once (tensor.pin_memory()) or use DataLoader(pin_memory=True), then copy with non_blocking=True</source>
        <translation>将主机张量一次性固定为锁页内存（tensor.pin_memory()），或使用 DataLoader(pin_memory=True)，然后以 non_blocking=True 复制</translation>
    </message>
    <message>
        <source>Keep data that fits on the GPU there instead of copying it every step</source>
        <translation>能放进 GPU 的数据就留在 GPU 上，而不是每一步都复制</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <extracomment>After a list of processes or threads that was cut short: &quot;a, b, c and 4 more&quot;</extracomment>
        <translation> 及另外 %1 个</translation>
    </message>
    <message>
        <source>; preempted %1 times while it could run, waiting %2 for a core in all (run-queue delay, median %3)</source>
        <extracomment>Appended to a step; mind the leading semicolon. %1 a count, %2 and %3 durations</extracomment>
        <translation>；在可运行状态下被抢占 %1 次，共等待核心 %2（运行队列延迟，中位数 %3）</translation>
    </message>
    <message>
        <source>it blocked at %1 for %2 of them (%3 of its off-CPU time in the gaps)</source>
        <extracomment>%1 a Python file and line, %2 a duration, %3 a percentage</extracomment>
        <translation>其中 %2 阻塞在 %1（占间隙中离开 CPU 时间的 %3）</translation>
    </message>
    <message>
        <source> It waits at %1 (in %2): its stack when it blocked.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a file and line, %2 a function</extracomment>
        <translation> 它在 %1（%2 中）等待：这是它阻塞时的调用栈。</translation>
    </message>
    <message>
        <source>live tensors took %1 in %2 blocks; %3 lay free in its segments, the largest free piece %4</source>
        <extracomment>%1 and %3 sizes, %2 a number of tensors, %4 a size: the largest free piece</extracomment>
        <translation>存活张量占用 %1，共 %2 个块；其段中空闲 %3，最大的空闲块 %4</translation>
    </message>
    <message>
        <source> Its live tensors took %1 (%2 blocks); %3 of its segments lay free, in pieces of at most %4.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size, %2 a number, %3 and %4 sizes</extracomment>
        <translation> 其存活张量占用 %1（%2 个块）；其段中有 %3 空闲，但每块最多 %4。</translation>
    </message>
    <message>
        <source>the process was killed at %1 by signal %2</source>
        <extracomment>How a leak ended; %1 is a time since the capture began, %2 a signal number</extracomment>
        <translation>进程在 %1 被信号 %2 终止</translation>
    </message>
    <message>
        <source>%1 in %2 tensors allocated at %3 since then are still alive</source>
        <extracomment>%1 a size, %2 a number of tensors, %3 a Python file and line</extracomment>
        <translation>此后在 %3 分配的 %2 个张量（%1）仍然存活</translation>
    </message>
    <message>
        <source>the trace does not record when threads left the CPU: what the thread did in the gaps is read from the script</source>
        <translation>该跟踪未记录线程何时离开 CPU：线程在这些间隙中做了什么，从脚本中读出</translation>
    </message>
    <message>
        <source>the GPU ran nothing for %1 of those gaps (%2)</source>
        <extracomment>%1 a percentage, %2 a duration</extracomment>
        <translation>在这些间隙的 %1 中 GPU 没有运行任何内容（%2）</translation>
    </message>
    <message>
        <source> The DataLoader has no workers, so the training thread loads and collates the batches itself.</source>
        <extracomment>Appended to the explanation; mind the leading space.</extracomment>
        <translation> DataLoader 没有工作进程，因此训练线程自己加载并整理批次。</translation>
    </message>
    <message>
        <source>The GPU idles %1 of %2 steps: %3 after host syncs, %4 while the host was in CUDA calls, %5 with nothing queued</source>
        <extracomment>%1 a percentage, %2 a number of steps, %3 %4 %5 durations</extracomment>
        <translation>在 %2 个步骤中 GPU 空闲 %1：主机同步之后 %3，主机处于 CUDA 调用中 %4，队列为空 %5</translation>
    </message>
    <message>
        <source>the host does not keep the GPU&apos;s queue filled between steps</source>
        <translation>主机在步骤之间没有让 GPU 的队列保持充满</translation>
    </message>
    <message>
        <source>The GPU is busy %1 of %2 steps; the most time: %3</source>
        <extracomment>%1 a percentage, %2 a number of steps, %3 the name of GPU work and its share</extracomment>
        <translation>在 %2 个步骤中 GPU 忙碌 %1；耗时最多：%3</translation>
    </message>
    <message>
        <source>the GPU&apos;s own work bounds the step</source>
        <translation>GPU 自身的工作限制了步骤</translation>
    </message>
    <message>
        <source>some stream ran work for %1 of the steps (%2 of %3)</source>
        <extracomment>%1 a percentage, %2 and %3 durations</extracomment>
        <translation>在步骤的 %1 中有流在运行工作（%3 中的 %2）</translation>
    </message>
    <message>
        <source>%1 of %2 kernels ran for less time than the call that launched them</source>
        <extracomment>%1 and %2 numbers of kernels</extracomment>
        <translation>%2 个内核中有 %1 个运行时间短于启动它们的调用</translation>
    </message>
    <message>
        <source>the most GPU time: %1</source>
        <extracomment>%1 a list of GPU work with the share of GPU time of each</extracomment>
        <translation>GPU 耗时最多：%1</translation>
    </message>
    <message>
        <source>Over %4 steps of %1 the GPU ran work %2 of the time (%3). Idle time that a line explains is the other chains&apos; own; what is left is the host&apos;s pace between launches.</source>
        <extracomment>%1 a process, %2 a percentage, %3 a duration, %4 a number of steps</extracomment>
        <translation>在 %1 的 %4 个步骤中，GPU 在 %2 的时间里运行工作（%3）。能由某一行解释的空闲时间属于其他链；其余是主机在两次启动之间的节奏。</translation>
    </message>
    <message>
        <source>Most kernels are shorter than their launch: capture the step in a CUDA graph (torch.compile(mode=&quot;reduce-overhead&quot;)) or fuse them</source>
        <translation>大多数内核比其启动更短：将步骤捕获为 CUDA 图（torch.compile(mode=&quot;reduce-overhead&quot;)）或融合它们</translation>
    </message>
    <message>
        <source>Give the GPU more work per launch: larger batches, fewer synchronisations</source>
        <translation>让 GPU 每次启动做更多工作：更大的批次，更少的同步</translation>
    </message>
    <message>
        <source>Make the work that takes the most GPU time cheaper (mixed precision, a fused kernel)</source>
        <translation>让耗 GPU 时间最多的工作更便宜（混合精度、融合内核）</translation>
    </message>
    <message>
        <source>a kernel starts %1 after its launch (median); %2 started more than %3 after it, the latest %4</source>
        <extracomment>%1 a duration, %2 a number of kernels, %3 a duration, %4 a duration</extracomment>
        <translation>内核在启动后 %1 开始（中位数）；有 %2 个在 %3 之后才开始，最晚的在 %4 之后</translation>
    </message>
    <message>
        <source>%4 DataLoader workers take the CPU from %1: off-CPU %2 of the time, %3 of it to its own workers</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 and %3 percentages like 35 %, %4 a number of processes</extracomment>
        <translation>%4 个 DataLoader 工作进程抢占了 %1 的 CPU：%2 的时间离开 CPU，其中 %3 让给了自己的工作进程</translation>
    </message>
    <message>
        <source>The job&apos;s own child processes take the CPU from %1: off-CPU %2 of the time, %3 of it to %4</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 and %3 percentages, %4 a list of processes with their pids</extracomment>
        <translation>作业自身的子进程抢占了 %1 的 CPU：%2 的时间离开 CPU，其中 %3 让给了 %4</translation>
    </message>
    <message>
        <source>more busy DataLoader workers than free cores</source>
        <translation>繁忙的 DataLoader 工作进程多于空闲核心</translation>
    </message>
    <message>
        <source>the job&apos;s child processes, busy on the CPU, share its cores</source>
        <translation>作业的子进程在 CPU 上繁忙，与其共用核心</translation>
    </message>
    <message>
        <source>%1 of %2 spent %3 (%4 of the range) off-CPU, and in %5 of %6 switches the thread that took its core belonged to a process the job forked: %7 (off-CPU: %8). They are not DataLoader workers; whatever they compute, they compete with the training thread for the same cores.</source>
        <extracomment>%1 a thread, %2 a process, %3 a duration, %4 a percentage, %5 and %6 counts of switches, %7 a list of processes, %8 their threads with their off-CPU share</extracomment>
        <translation>%2 中的 %1 离开 CPU 共 %3（占该范围的 %4）；在 %6 次切换中有 %5 次，占用其核心的线程属于该作业 fork 出的进程：%7（离开 CPU：%8）。它们不是 DataLoader 工作进程；无论它们在计算什么，都在与训练线程争抢相同的核心。</translation>
    </message>
    <message>
        <source>Give the child processes fewer cores than the node has (fewer processes, os.sched_setaffinity, taskset), or run them at a lower priority (os.nice)</source>
        <translation>让子进程使用的核心少于节点的核心数（减少进程数、os.sched_setaffinity、taskset），或以较低优先级运行它们（os.nice）</translation>
    </message>
    <message>
        <source>Pin the training process to a core of its own</source>
        <translation>将训练进程绑定到专属核心</translation>
    </message>
    <message>
        <source>GPU idle %1 over %2 intervals (longest %3)</source>
        <extracomment>%1 a duration, %2 a number of idle intervals, %3 the longest of them</extracomment>
        <translation>GPU 空闲 %1，共 %2 个区间（最长 %3）</translation>
    </message>
    <message>
        <source>%1 of the steps</source>
        <extracomment>%1 a percentage</extracomment>
        <translation>占各步的 %1</translation>
    </message>
    <message>
        <source>%1 of the run</source>
        <extracomment>%1 a percentage; the run is the GPU&apos;s span, from its first work to its last</extracomment>
        <translation>占整个运行的 %1</translation>
    </message>
    <message>
        <source>%1 per step over %2 steps</source>
        <extracomment>%1 a duration per step, %2 the number of steps</extracomment>
        <translation>每步 %1，共 %2 步</translation>
    </message>
    <message>
        <source>the thread&apos;s longest CPU work while the GPU idled: %1 in all</source>
        <extracomment>The range or op where the training thread worked longest is the step&apos;s op; %1 a duration</extracomment>
        <translation>GPU 空闲期间该线程耗时最长的 CPU 工作：共计 %1</translation>
    </message>
    <message>
        <source>Input starvation: %1 idle %2 (%3) waiting in %4</source>
        <extracomment>%1 a GPU like &quot;GPU 0&quot;, %2 a share like 24 %, %3 how much per step, %4 the DataLoader range</extracomment>
        <translation>输入供给不足：%1 空闲%2（%3），等待于 %4</translation>
    </message>
    <message>
        <source>the training thread waits for its next batch while the GPU has nothing to run: the DataLoader cannot keep up</source>
        <translation>GPU 无事可做时，训练线程在等待下一个批次：DataLoader 跟不上</translation>
    </message>
    <message>
        <source>The GPU ran nothing for %1 while the thread that issues its work was inside the DataLoader&apos;s __next__ (%2). The batches come slower than the GPU consumes them.</source>
        <translation>发出 GPU 工作的线程处于 DataLoader 的 __next__ 中时，GPU 有 %1 没有运行任何内容（%2）。批次到达的速度慢于 GPU 消耗的速度。</translation>
    </message>
    <message>
        <source>Load batches in worker processes: DataLoader(num_workers=N) with N &gt; 0, and persistent_workers=True</source>
        <translation>在工作进程中加载批次：DataLoader(num_workers=N)，其中 N &gt; 0，并设置 persistent_workers=True</translation>
    </message>
    <message>
        <source>Make each batch cheaper: move decoding and augmentation off the training thread, a faster collate_fn, prefetch_factor</source>
        <translation>降低每个批次的开销：将解码和数据增强移出训练线程，使用更快的 collate_fn，调整 prefetch_factor</translation>
    </message>
    <message>
        <source>Use pin_memory=True and .to(device, non_blocking=True) so that copies overlap compute</source>
        <translation>使用 pin_memory=True 和 .to(device, non_blocking=True)，让复制与计算重叠</translation>
    </message>
    <message>
        <source>Host sync: %1 idle %2 (%3) after %4</source>
        <extracomment>%1 a GPU, %2 a share, %3 per step, %4 the call and where it was made</extracomment>
        <translation>主机同步：%4 之后 %1 空闲%2（%3）</translation>
    </message>
    <message>
        <source>the host waits for the GPU to finish (a synchronize, .item(), .cpu(), cudaFree) and the GPU&apos;s queue is empty when it returns</source>
        <translation>主机等待 GPU 完成（synchronize、.item()、.cpu()、cudaFree），返回时 GPU 的队列已空</translation>
    </message>
    <message>
        <source>A synchronising call drains the GPU&apos;s queue: until the host issues the next kernel the GPU idles. %1 of GPU time was lost so (%2).</source>
        <translation>同步调用会清空 GPU 的队列：在主机发出下一个内核之前，GPU 一直空闲。GPU 时间因此损失了 %1（%2）。</translation>
    </message>
    <message>
        <source>Keep values on the GPU: log losses every N steps, avoid .item()/.cpu()/print(tensor) in the step</source>
        <translation>将数值保留在 GPU 上：每 N 步记录一次损失，避免在步中调用 .item()/.cpu()/print(tensor)</translation>
    </message>
    <message>
        <source>Wait on a CUDA event for the one result needed instead of synchronising the device</source>
        <translation>只针对所需的那个结果等待 CUDA 事件，而不是同步整个设备</translation>
    </message>
    <message>
        <source>Blocking copies: %1 idle %2 (%3) in %4</source>
        <extracomment>%1 a GPU, %2 a share, %3 per step, %4 the copy call and where</extracomment>
        <translation>阻塞式复制：%1 在 %4 中空闲%2（%3）</translation>
    </message>
    <message>
        <source>a copy from or to pageable host memory, or to the host, that the thread must wait for</source>
        <translation>与可分页主机内存之间的复制或到主机的复制，线程必须等待其完成</translation>
    </message>
    <message>
        <source>A copy from pageable memory or to the host blocks the issuing thread until the GPU has done the work queued before it; then the GPU&apos;s queue is empty. %1 of GPU time was lost so (%2).</source>
        <translation>从可分页内存复制或复制到主机时，发出调用的线程会被阻塞，直到 GPU 完成此前排队的工作；随后 GPU 的队列为空。GPU 时间因此损失了 %1（%2）。</translation>
    </message>
    <message>
        <source>Copy from pinned memory: DataLoader(pin_memory=True), tensor.pin_memory(), then .to(device, non_blocking=True)</source>
        <translation>从锁页内存复制：DataLoader(pin_memory=True)、tensor.pin_memory()，然后 .to(device, non_blocking=True)</translation>
    </message>
    <message>
        <source>Bring results to the host less often, or into a pinned buffer with non_blocking=True and an event</source>
        <translation>减少将结果传回主机的频率，或借助 non_blocking=True 和事件将其传入锁页缓冲区</translation>
    </message>
    <message>
        <source>code outside any recorded op</source>
        <extracomment>Where a host-bound chain&apos;s idle time was spent when no range of the trace says</extracomment>
        <translation>不在任何已记录操作中的代码</translation>
    </message>
    <message>
        <source>Launch-bound: %1 idle %2 (%3) between kernels, in %4</source>
        <extracomment>%1 a GPU, %2 a share, %3 per step, %4 the op or line launching</extracomment>
        <translation>受启动限制：%1 在内核之间空闲%2（%3），位于 %4</translation>
    </message>
    <message>
        <source>kernels run shorter than the host takes to launch the next one: per-op overhead of the framework and Python</source>
        <translation>内核的运行时间短于主机启动下一个内核所需的时间：框架和 Python 的逐操作开销</translation>
    </message>
    <message>
        <source>CPU-bound: %1 idle %2 (%3) while the issuing thread runs %4</source>
        <extracomment>%1 a GPU, %2 a share, %3 per step, %4 the op or line</extracomment>
        <translation>受 CPU 限制：发出工作的线程运行 %4 期间，%1 空闲%2（%3）</translation>
    </message>
    <message>
        <source>the thread that issues the GPU&apos;s work is busy on the CPU (framework ops, Python, preprocessing) and queues nothing</source>
        <translation>发出 GPU 工作的线程在 CPU 上忙碌（框架操作、Python、预处理），没有将任何工作排入队列</translation>
    </message>
    <message>
        <source>The GPU idled %1 (%2) while the host was doing this; it idled %3 in all.</source>
        <extracomment>%1 a duration, %2 a share, %3 the GPU&apos;s idle share</extracomment>
        <translation>主机执行这些工作期间，GPU 空闲 %1（%2）；总的空闲时间%3。</translation>
    </message>
    <message>
        <source> The host&apos;s overhead is close to the GPU&apos;s work: a note, not an incident.</source>
        <extracomment>Appended to a host-bound chain&apos;s explanation; mind the leading space</extracomment>
        <translation> 主机开销与 GPU 的工作量相当：这只是提示，不是事故。</translation>
    </message>
    <message>
        <source>Give the GPU more work per launch: a larger batch, fused ops (torch.compile), a fused optimizer (foreach/fused=True)</source>
        <translation>让 GPU 每次启动做更多工作：更大的批次、融合算子（torch.compile）、融合优化器（foreach/fused=True）</translation>
    </message>
    <message>
        <source>Capture the step in a CUDA graph (torch.cuda.graphs, torch.compile(mode=&quot;reduce-overhead&quot;))</source>
        <translation>将步骤捕获为 CUDA 图（torch.cuda.graphs、torch.compile(mode=&quot;reduce-overhead&quot;)）</translation>
    </message>
    <message>
        <source>Move preprocessing off the issuing thread (DataLoader workers) and cut Python work in the step</source>
        <translation>将预处理移出发出工作的线程（移到 DataLoader 工作进程中），并减少步中的 Python 工作</translation>
    </message>
    <message>
        <source>Exposed communication: %1 runs only collectives %2 (%3; %4 of communication in all)</source>
        <extracomment>%1 a GPU, %2 a share, %3 per step, %4 the communication time in all</extracomment>
        <translation>未被掩盖的通信：%1 仅运行集合通信的时间%2（%3；通信共计 %4）</translation>
    </message>
    <message>
        <source>collective kernels that no compute overlaps: the step waits for the network, or for a slower rank</source>
        <translation>没有任何计算与之重叠的集合通信内核：该步在等待网络或较慢的 rank</translation>
    </message>
    <message>
        <source>For %1 (%2) the GPU ran only communication kernels. A collective&apos;s kernel also counts the wait for the slowest peer; with one rank in the trace a straggler cannot be told from a slow link.</source>
        <translation>GPU 有 %1（%2）只在运行通信内核。集合通信内核的耗时还包括等待最慢对端的时间；跟踪中只有一个 rank 时，无法区分是掉队的 rank 还是链路太慢。</translation>
    </message>
    <message>
        <source>Overlap communication with compute: DDP bucketing (bucket_cap_mb), FSDP prefetch, issue all-to-all earlier</source>
        <translation>让通信与计算重叠：DDP 分桶（bucket_cap_mb）、FSDP 预取、更早发出 all-to-all</translation>
    </message>
    <message>
        <source>Load the traces of every rank together to see whether one rank arrives late</source>
        <translation>将所有 rank 的跟踪一起加载，查看是否有某个 rank 迟到</translation>
    </message>
    <message>
        <source>Input starvation: %1 waits between steps %3 per step (%4) while %2 child processes it forked run</source>
        <extracomment>%1 a thread, %2 a number of processes, %3 a duration per step, %4 a percentage</extracomment>
        <translation>输入供给不足：%1 在步与步之间每步等待 %3（%4），同时它 fork 出的 %2 个子进程在运行</translation>
    </message>
    <message>
        <source>the training thread waits while child processes the job forked itself run: what it waits for is the script&apos;s own doing</source>
        <translation>训练线程在作业自己 fork 出的子进程运行时等待：它所等待的是脚本自身造成的</translation>
    </message>
    <message>
        <source>%1 child processes, on the CPU %2 of the gaps</source>
        <translation>%1 个子进程，在间隔中有 %2 的时间在 CPU 上</translation>
    </message>
    <message>
        <source>Find what the training thread waits for from its child processes (a queue, a pipe, a lock) and whether they need all the cores</source>
        <translation>找出训练线程在等待子进程的什么（队列、管道、锁），以及这些子进程是否需要全部核心</translation>
    </message>
    <message>
        <source>compiling (torch.compile)</source>
        <translation>编译（torch.compile）</translation>
    </message>
    <message>
        <source>cuDNN choosing its algorithms</source>
        <translation>cuDNN 选择算法</translation>
    </message>
    <message>
        <source>the DataLoader&apos;s workers starting</source>
        <translation>DataLoader 工作进程启动</translation>
    </message>
    <message>
        <source>CUDA initialisation and module loading</source>
        <translation>CUDA 初始化与模块加载</translation>
    </message>
    <message>
        <source>Warm-up: the first %1 step(s) took %2 (median step %3): %4</source>
        <extracomment>%1 a number of steps, %2 a duration, %3 the median step, %4 what it did (compiling, ...)</extracomment>
        <translation>预热：前 %1 步耗时 %2（步耗时中位数 %3）：%4</translation>
    </message>
    <message>
        <source>a cost paid once at the start of the job</source>
        <translation>作业开始时一次性付出的开销</translation>
    </message>
    <message>
        <source>The first steps are far slower than the rest; they are left out of every share above. Profile after a few warm-up steps (torch.profiler.schedule(wait=1, warmup=1, ...)) to see the steady state.</source>
        <translation>最初几步比其余各步慢得多；上面所有占比都已将它们排除。请在几个预热步之后再做性能分析（torch.profiler.schedule(wait=1, warmup=1, ...)），以观察稳定状态。</translation>
    </message>
    <message>
        <source>Nothing to fix in the step; skip the first steps when profiling or benchmarking</source>
        <translation>步本身无需修复；在性能分析或基准测试时跳过最初几步</translation>
    </message>
    <message>
        <source>Warm-up: the first %1 took %2 (then a median of %3): one-time initialisation</source>
        <extracomment>%1 a CUDA op, %2 its first call&apos;s duration, %3 the median of the others</extracomment>
        <translation>预热：首次 %1 耗时 %2（之后中位数为 %3）：一次性初始化</translation>
    </message>
    <message>
        <source>CUDA loading its modules and libraries on first use, paid once</source>
        <translation>CUDA 在首次使用时加载其模块和库，只需付出一次</translation>
    </message>
    <message>
        <source>Only the first call is slow; the later ones are not. A run of one pass shows its start-up: trace a later pass to see the steady state.</source>
        <translation>只有第一次调用慢，之后的调用并不慢。只运行一遍时看到的是启动过程：请跟踪之后的某一遍以观察稳定状态。</translation>
    </message>
    <message>
        <source>Warm the model up with a pass before profiling or serving</source>
        <translation>在性能分析或提供服务之前，先运行一遍以预热模型</translation>
    </message>
    <message>
        <source>exhaustion or fragmentation: the capture traced the allocator&apos;s segments, not the tensors inside them, so it cannot tell which</source>
        <translation>内存耗尽或碎片化：采集只跟踪了分配器的段，没有跟踪段中的张量，因此无法判断是哪一种</translation>
    </message>
    <message>
        <source> PyTorch gave back %1 of cached segments and asked again, and it still did not fit.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size</extracomment>
        <translation> PyTorch 归还了 %1 的缓存段后再次请求，仍然放不下。</translation>
    </message>
    <message>
        <source> Without the tensors the capture cannot tell whether those segments were full of live tensors (exhaustion: only a smaller peak helps) or held free pieces, each too small for the request (fragmentation: expandable_segments helps).</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation> 没有张量信息，采集就无法判断这些段是装满了存活张量（内存耗尽：只有降低峰值才有帮助），还是含有空闲片段、但每块都小于请求（碎片化：expandable_segments 有帮助）。</translation>
    </message>
    <message>
        <source>Record the tensors (faultline-probe without --no-tensors) or open the job&apos;s memory snapshot to tell which</source>
        <translation>记录张量（运行 faultline-probe 时不加 --no-tensors），或打开该作业的内存快照，以判断是哪一种</translation>
    </message>
    <message>
        <source>rank %1</source>
        <extracomment>A rank of a distributed job, %1 its number</extracomment>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>%1 (+%2)</source>
        <extracomment>A kernel and how much longer it ran per step, e.g. &quot;gemm_kernel (+0.8 ms)&quot;</extracomment>
        <translation>%1（+%2）</translation>
    </message>
    <message>
        <source>its compute took %1 longer per step</source>
        <extracomment>%1 a duration per step, %2 a list of kernels</extracomment>
        <translation>其计算每步多耗时 %1</translation>
    </message>
    <message>
        <source>its compute took %1 longer per step, most in %2</source>
        <translation>其计算每步多耗时 %1，主要在 %2</translation>
    </message>
    <message>
        <source> Most of it is waiting for %1, the straggler (see its chain).</source>
        <extracomment>Appended to an exposed-communication chain; mind the leading space. %1 a rank</extracomment>
        <translation> 其中大部分是在等待掉队者 %1（见其因果链）。</translation>
    </message>
    <message>
        <source>Straggler: %1 arrived last at %2 of %3 collectives; the other ranks waited %4 in all (%5 of the step)</source>
        <extracomment>%1 a rank, %2 and %3 counts of collectives, %4 a duration, %5 a share of the step</extracomment>
        <translation>掉队者：在 %3 次集合通信中，%1 有 %2 次最后到达；其他 rank 共等待 %4（占该步的 %5）</translation>
    </message>
    <message>
        <source>%1 was held up by its own problem: %2</source>
        <extracomment>%1 a rank, %2 the title of that rank&apos;s own chain</extracomment>
        <translation>%1 被其自身的问题拖慢：%2</translation>
    </message>
    <message>
        <source>%1 was late because %2</source>
        <extracomment>%1 a rank, %2 &quot;its compute took 2.0 ms longer per step, most in ...&quot;</extracomment>
        <translation>%1 迟到是因为%2</translation>
    </message>
    <message>
        <source>nothing recorded on %1 says why it was late: look at its host (other jobs, throttling) and its input sizes</source>
        <extracomment>%1 a rank</extracomment>
        <translation>%1 上的记录都无法说明它为何迟到：请检查其主机（其他作业、降频）及其输入大小</translation>
    </message>
    <message>
        <source>late collectives</source>
        <extracomment>%1 a rank, %2 a duration, %3 a count of ranks, %4 a duration per rank and step</extracomment>
        <translation>迟到的集合通信</translation>
    </message>
    <message>
        <source>%1 launched its collectives after the others</source>
        <translation>%1 启动其集合通信的时间晚于其他 rank</translation>
    </message>
    <message>
        <source>waiting ranks</source>
        <translation>等待中的 rank</translation>
    </message>
    <message>
        <source>%1 other ranks waited %2 per rank and step in collective kernels</source>
        <translation>其他 %1 个 rank 在集合通信内核中平均每个 rank 每步等待 %2</translation>
    </message>
    <message>
        <source> %1&apos;s median step is %2, the median rank&apos;s %3.</source>
        <extracomment>%1 a rank, %2 and %3 durations; mind the leading space</extracomment>
        <translation> %1 的步耗时中位数为 %2，中位 rank 的为 %3。</translation>
    </message>
    <message>
        <source>The i-th collective of each process group is the same collective on every rank. %1 arrived last at %2 of the %3 it took part in: its kernels ran shortest, while the other ranks&apos; kernels of the same collectives ran longer, waiting %4 for it in all (%5 ranks). The cause: %6.</source>
        <extracomment>%1 a rank, %2 and %3 counts, %4 a duration, %5 a count of ranks, %6 why</extracomment>
        <translation>每个进程组的第 i 次集合通信在每个 rank 上都是同一次集合通信。在 %1 参与的 %3 次集合通信中，它有 %2 次最后到达：它的内核运行时间最短，而其他 rank 在同一批集合通信中的内核运行得更久，共为它等待了 %4（%5 个 rank）。原因：%6。</translation>
    </message>
    <message>
        <source>Give every rank the same work: check for uneven batches or sequence lengths, and the slow rank&apos;s GPU (clocks, throttling, another process)</source>
        <translation>让每个 rank 承担相同的工作：检查批次或序列长度是否不均，以及慢 rank 的 GPU（时钟频率、降频、其他进程）</translation>
    </message>
    <message>
        <source>Open the Ranks view: a click on a late collective shows every rank&apos;s kernel of it on the timeline</source>
        <translation>打开“Rank”视图：单击迟到的集合通信，即可在时间线上看到各 rank 执行它的内核</translation>
    </message>
    <message>
        <source>Straggler: %1&apos;s steps take %2, %4 longer than the median rank&apos;s %3</source>
        <extracomment>%1 a rank, %2 and %3 durations, %4 a share</extracomment>
        <translation>掉队者：%1 的步耗时 %2，比中位 rank 的 %3 长 %4</translation>
    </message>
    <message>
        <source>one rank&apos;s steps are longer than the others&apos;: in a synchronous job every rank waits for it</source>
        <translation>某个 rank 的步比其他 rank 更长：在同步作业中，每个 rank 都要等待它</translation>
    </message>
    <message>
        <source>No collective kernels could be matched across the ranks, so the step times are the signal.</source>
        <translation>无法在各 rank 之间匹配集合通信内核，因此以步耗时作为依据。</translation>
    </message>
    <message>
        <source> (also on ranks %1: %2 in all)</source>
        <extracomment>Appended to a chain&apos;s title; mind the leading space. %1 ranks (&quot;0-36, 38-63&quot;), %2 their count</extracomment>
        <translation> （也出现在 rank %1 上：共 %2 个）</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>faultline: nothing to do without a display; see &apos;faultline --help&apos;.</source>
        <translation>faultline: 没有显示器时无事可做；请参阅 &apos;faultline --help&apos;。</translation>
    </message>
    <message>
        <source>Open a generated demo capture.</source>
        <translation>打开一个生成的演示采集。</translation>
    </message>
    <message>
        <source>Capture to open (.db, .sqlite).</source>
        <translation>要打开的采集文件（.db、.sqlite）。</translation>
    </message>
    <message>
        <source>faultline: %1</source>
        <translation>faultline: %1</translation>
    </message>
    <message>
        <source>Try &apos;faultline --help&apos;.</source>
        <translation>请尝试 &apos;faultline --help&apos;。</translation>
    </message>
    <message>
        <source>faultline: open one capture at a time (got %1 files).</source>
        <translation>faultline: 一次只能打开一个采集文件（收到 %1 个文件）。</translation>
    </message>
    <message>
        <source>faultline: --demo opens its own capture; leave out the file.</source>
        <translation>faultline: --demo 会打开自己的采集文件；请不要指定文件。</translation>
    </message>
    <message>
        <source>Writes a deterministic demo capture of an incident scenario.</source>
        <translation>写入一个事故场景的确定性演示采集。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>Scenario to write (see --list).</source>
        <translation>要写入的场景（参见 --list）。</translation>
    </message>
    <message>
        <source>Capture file to write (replaced if it exists).</source>
        <translation>要写入的采集文件（若存在则替换）。</translation>
    </message>
    <message>
        <source>Scale the scenario up to at least N events.</source>
        <translation>将场景扩展到至少 N 个事件。</translation>
    </message>
    <message>
        <source>Random seed (same seed, same capture).</source>
        <translation>随机种子（相同种子，相同采集）。</translation>
    </message>
    <message>
        <source>List the scenarios and exit.</source>
        <translation>列出场景并退出。</translation>
    </message>
    <message>
        <source>faultline demo: %1</source>
        <translation>faultline demo: %1</translation>
    </message>
    <message>
        <source>Usage: faultline demo --scenario NAME -o FILE [--events N] [--seed S]</source>
        <translation>用法：faultline demo --scenario NAME -o FILE [--events N] [--seed S]</translation>
    </message>
    <message>
        <source>faultline demo: unexpected argument “%1”.</source>
        <translation>faultline demo: 意外的参数“%1”。</translation>
    </message>
    <message>
        <source>Scenarios:</source>
        <translation>场景：</translation>
    </message>
    <message>
        <source>faultline demo: unknown scenario “%1”. Scenarios:</source>
        <translation>faultline demo: 未知场景“%1”。场景：</translation>
    </message>
    <message>
        <source>faultline demo: missing -o FILE.</source>
        <translation>faultline demo: 缺少 -o FILE。</translation>
    </message>
    <message>
        <source>faultline demo: --seed needs a non-negative integer, got “%1”.</source>
        <translation>faultline demo: --seed 需要非负整数，收到“%1”。</translation>
    </message>
    <message>
        <source>faultline demo: --events needs a non-negative integer, got “%1”.</source>
        <translation>faultline demo: --events 需要非负整数，收到“%1”。</translation>
    </message>
    <message>
        <source>faultline demo: cannot write %1: %2</source>
        <translation>faultline demo: 无法写入 %1：%2</translation>
    </message>
    <message>
        <source>wrote %1 events (%2 seen) to %3</source>
        <translation>已将 %1 个事件（观测到 %2 个）写入 %3</translation>
    </message>
    <message>
        <source>Prints per-op latency statistics of a capture (the Summary view&apos;s numbers).</source>
        <translation>输出采集文件中每个操作的延迟统计（即“概览”视图中的数字）。</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>输出 JSON 而不是文本。</translation>
    </message>
    <message>
        <source>Capture to read (.db, .sqlite).</source>
        <translation>要读取的采集文件（.db、.sqlite）。</translation>
    </message>
    <message>
        <source>faultline stats: %1</source>
        <translation>faultline stats: %1</translation>
    </message>
    <message>
        <source>Usage: faultline stats FILE [--json]</source>
        <translation>用法：faultline stats FILE [--json]</translation>
    </message>
    <message>
        <source>faultline stats: expected one capture file; see &apos;faultline stats --help&apos;.</source>
        <translation>faultline stats: 需要一个采集文件；请参阅 &apos;faultline stats --help&apos;。</translation>
    </message>
    <message>
        <source>faultline stats: cannot load %1: %2</source>
        <translation>faultline stats: 无法加载 %1：%2</translation>
    </message>
    <message>
        <source>Prints the incident report of a capture: the causal chains derived from its events (most severe first), then those the capture tool stored.</source>
        <translation>输出采集文件的事故报告：由其事件推导出的因果链（最严重的在前），然后是采集工具存储的因果链。</translation>
    </message>
    <message>
        <source>Print JSON (the documented contract) instead of text.</source>
        <translation>输出 JSON（有文档说明的格式）而不是文本。</translation>
    </message>
    <message>
        <source>Only events from T: seconds since the capture began, with an optional unit (42, 42.5s, 1500ms, 2m), or @UNIX_NS.</source>
        <translation>仅 T 之后的事件：自采集开始以来的秒数，可带单位（42、42.5s、1500ms、2m），或 @UNIX_NS。</translation>
    </message>
    <message>
        <source>Only events before T (same forms as --from).</source>
        <translation>仅 T 之前的事件（格式同 --from）。</translation>
    </message>
    <message>
        <source>Only this process.</source>
        <translation>仅此进程。</translation>
    </message>
    <message>
        <source>faultline explain: %1</source>
        <translation>faultline explain: %1</translation>
    </message>
    <message>
        <source>faultline explain: expected one capture file; see &apos;faultline explain --help&apos;.</source>
        <translation>faultline explain: 需要一个采集文件；请参阅 &apos;faultline explain --help&apos;。</translation>
    </message>
    <message>
        <source>faultline explain: --pid needs a process id, not &apos;%1&apos;.</source>
        <translation>faultline explain: --pid 需要进程 ID，而不是 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>faultline explain: cannot load %1: %2</source>
        <translation>faultline explain: 无法加载 %1：%2</translation>
    </message>
    <message>
        <source>faultline explain: cannot read the time &apos;%1&apos; (try 42, 42.5s, 1500ms or @UNIX_NS).</source>
        <translation>faultline explain: 无法解析时间 &apos;%1&apos;（可尝试 42、42.5s、1500ms 或 @UNIX_NS）。</translation>
    </message>
    <message>
        <source>faultline explain: --from must be before --to.</source>
        <translation>faultline explain: --from 必须早于 --to。</translation>
    </message>
    <message>
        <source>faultline explain: cannot read event ids from %1: %2</source>
        <translation>faultline explain: 无法从 %1 读取事件 ID：%2</translation>
    </message>
    <message>
        <source>Prints the memory figures of a PyTorch memory snapshot (torch.cuda.memory._dump_snapshot: pickle, JSON or memory_viz HTML) per device, a summary of its allocator trace, and why an allocation failed when the trace recorded an out-of-memory.</source>
        <translation>按设备输出 PyTorch 内存快照（torch.cuda.memory._dump_snapshot：pickle、JSON 或 memory_viz HTML）的内存数据、其分配器跟踪的摘要；若跟踪记录了内存不足，还会说明分配失败的原因。</translation>
    </message>
    <message>
        <source>Snapshot to read (.pickle, .pkl, .json, .html).</source>
        <translation>要读取的快照（.pickle、.pkl、.json、.html）。</translation>
    </message>
    <message>
        <source>faultline snapshot-stats: %1</source>
        <translation>faultline snapshot-stats: %1</translation>
    </message>
    <message>
        <source>Usage: faultline snapshot-stats FILE [--json]</source>
        <translation>用法：faultline snapshot-stats FILE [--json]</translation>
    </message>
    <message>
        <source>faultline snapshot-stats: expected one snapshot file; see &apos;faultline snapshot-stats --help&apos;.</source>
        <translation>faultline snapshot-stats: 需要一个快照文件；请参阅 &apos;faultline snapshot-stats --help&apos;。</translation>
    </message>
    <message>
        <source>faultline snapshot-stats: cannot read %1: %2</source>
        <translation>faultline snapshot-stats: 无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Also the symptoms without a cause of their own (latency tails, rate drops), at LOW.</source>
        <translation>同时显示没有自身原因的症状（延迟长尾、速率下降），级别为 LOW。</translation>
    </message>
    <message>
        <source>Usage: faultline explain FILE [--from T] [--to T] [--pid PID] [--all] [--json]</source>
        <translation>用法：faultline explain FILE [--from T] [--to T] [--pid PID] [--all] [--json]</translation>
    </message>
    <message>
        <source>Usage: faultline [options] [capture.db]
       faultline A --compare B
       faultline demo --scenario NAME -o FILE [--events N] [--seed S]
       faultline demo --list
       faultline stats FILE [--json]
       faultline explain FILE [--from T] [--to T] [--pid PID] [--all] [--json]
       faultline snapshot-stats FILE [--json]
       faultline attach -o FILE [--duration D] [--pid PID ...] -- TRANSPORT COMMAND...
       faultline export FILE [--from T] [--to T] [--lanes PID[:TID],...] -o OUT
                        [--format png|svg|pdf|md|html|json] [--width PX] [--dpi N]
       faultline notes FILE [--list | --add-point T TEXT | --add-span T1 T2 TEXT | --save-copy OUT]
       faultline import FILE|FOLDER... -o OUT.db [--force]
       faultline diff A B [--json] [--report FILE.md|FILE.html]

Investigation workbench for GPU memory and stall incidents in PyTorch/CUDA jobs.
Opens Faultline and Ingero captures (.db, .sqlite).

Options:
  --demo          Open a generated demo capture (the fragmentation scenario).
  --compare B     Compare the file given (A) with B in a Compare tab: two captures or traces, or
                  two memory snapshots.
  -h, --help      Show this help.
  -v, --version   Show the version.

Subcommands (no display needed):
  demo            Write a demo capture of a scenario.
  stats           Print per-op latency statistics of a capture, as text or JSON.
  explain         Print the incident report: causal chains with evidence and fixes.
  snapshot-stats  Print the memory figures of a PyTorch memory snapshot per device, and why
                  an allocation failed when the snapshot recorded an out-of-memory.
  attach          Capture from faultline-probe through a transport command (ssh ... serve --stdio)
                  and save what arrives as a capture.
  export          Write a range of a capture as a timeline picture (PNG, SVG, PDF), a review report
                  (Markdown, HTML) or Perfetto JSON, with its chains and notes; the block map of a
                  memory snapshot as a picture.
  notes           List or add the notes kept beside a capture, or save an annotated copy.
  import          Convert a PyTorch profiler trace (.json, .json.gz) or an Nsight Systems SQLite
                  export into a capture; several, or a folder of them, into one with a node per rank.
  diff            Compare two runs: two PyTorch memory snapshots (their figures, and where the
                  allocated bytes moved by allocation site and block size), led by a verdict.

Run &apos;faultline &lt;subcommand&gt; --help&apos; for its options.
</source>
        <translation>用法：faultline [options] [capture.db]
       faultline A --compare B
       faultline demo --scenario NAME -o FILE [--events N] [--seed S]
       faultline demo --list
       faultline stats FILE [--json]
       faultline explain FILE [--from T] [--to T] [--pid PID] [--all] [--json]
       faultline snapshot-stats FILE [--json]
       faultline attach -o FILE [--duration D] [--pid PID ...] -- TRANSPORT COMMAND...
       faultline export FILE [--from T] [--to T] [--lanes PID[:TID],...] -o OUT
                        [--format png|svg|pdf|md|html|json] [--width PX] [--dpi N]
       faultline notes FILE [--list | --add-point T TEXT | --add-span T1 T2 TEXT | --save-copy OUT]
       faultline import FILE|FOLDER... -o OUT.db [--force]
       faultline diff A B [--json] [--report FILE.md|FILE.html]

用于调查 PyTorch/CUDA 作业中 GPU 内存与停顿事故的工作台。
可打开 Faultline 和 Ingero 采集文件（.db、.sqlite）。

选项：
  --demo          打开一个生成的演示采集（碎片化场景）。
  --compare B     在“比较”标签页中将给定的文件（A）与 B 进行比较：两个采集文件或跟踪，
                  或两个内存快照。
  -h, --help      显示此帮助。
  -v, --version   显示版本。

子命令（无需显示器）：
  demo            写入某个场景的演示采集。
  stats           以文本或 JSON 输出采集文件中每个操作的延迟统计。
  explain         输出事故报告：带证据和修复建议的因果链。
  snapshot-stats  按设备输出 PyTorch 内存快照的内存数据；若快照记录了内存不足，
                  还会说明分配失败的原因。
  attach          通过传输命令（ssh ... serve --stdio）从 faultline-probe 采集，
                  并将收到的内容保存为采集文件。
  export          将采集文件的某个范围写为时间线图片（PNG、SVG、PDF）、评审报告
                  （Markdown、HTML）或 Perfetto JSON，包含因果链和备注；将内存快照的
                  块图写为图片。
  notes           列出或添加采集文件旁的备注，或保存带注释的副本。
  import          将 PyTorch 性能分析器跟踪 (.json, .json.gz) 或 Nsight Systems 的 SQLite
                  导出转换为采集文件；多个文件或文件夹合成一个，每个 rank 一个节点。
  diff            比较两次运行：两个 PyTorch 内存快照（其内存数据，以及已分配字节按
                  分配位置和块大小的变化），以结论开头。

运行 'faultline &lt;subcommand&gt; --help' 查看其选项。
</translation>
    </message>
    <message>
        <source>Compare the file opened with B (a capture, trace or snapshot) in a Compare tab.</source>
        <translation>在“比较”标签页中将打开的文件与 B（采集文件、跟踪或快照）进行比较。</translation>
    </message>
    <message>
        <source>faultline: --compare needs the file to compare with: faultline A --compare B.</source>
        <translation>faultline: --compare 需要指定要比较的文件：faultline A --compare B。</translation>
    </message>
</context>
<context>
    <name>CompareExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>A comparison report is written as Markdown or HTML.</source>
        <translation>比较报告只能写为 Markdown 或 HTML。</translation>
    </message>
    <message>
        <source>No file to write the report to.</source>
        <translation>没有指定写入报告的文件。</translation>
    </message>
    <message>
        <source>%1 is one of the compared files; choose another file.</source>
        <translation>%1 是参与比较的文件之一；请选择其他文件。</translation>
    </message>
</context>
<context>
    <name>CompareInputs</name>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Converting %1…</source>
        <translation>正在转换 %1…</translation>
    </message>
    <message>
        <source>cannot convert %1: %2</source>
        <translation>无法转换 %1：%2</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>正在加载 %1…</translation>
    </message>
    <message>
        <source>cannot load %1: %2</source>
        <translation>无法加载 %1：%2</translation>
    </message>
    <message>
        <source>cannot compare a PyTorch memory snapshot (%1) with a capture or trace (%2): a snapshot holds the allocator&apos;s memory at one instant, a capture a stretch of time. Compare two snapshots, or two captures.</source>
        <translation>无法将 PyTorch 内存快照（%1）与采集文件或跟踪（%2）进行比较：快照保存的是分配器在某一时刻的内存，采集记录的是一段时间。请比较两个快照，或两个采集文件。</translation>
    </message>
    <message>
        <source>cannot make a temporary folder to convert %1.</source>
        <translation>无法创建用于转换 %1 的临时文件夹。</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>正在比较…</translation>
    </message>
</context>
<context>
    <name>CompareReport</name>
    <message>
        <source>Comparison: %1 → %2</source>
        <extracomment>the title of a comparison report; %1 and %2 the two runs (A, then B)</extracomment>
        <translation>比较：%1 → %2</translation>
    </message>
    <message>
        <source>Exported %1 UTC%2.</source>
        <translation>导出时间：%1 UTC%2。</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation>，由 %1 导出</translation>
    </message>
    <message>
        <source>per step</source>
        <translation>每步</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>每秒</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>比较方式</translation>
    </message>
    <message>
        <source>per step, over %1 steps of A and %2 of B</source>
        <translation>按每步，基于 A 的 %1 步和 B 的 %2 步</translation>
    </message>
    <message>
        <source>per second, over %1 of A and %2 of B</source>
        <translation>按每秒，基于 A 的 %1 和 B 的 %2</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>Steps counted</source>
        <translation>计入的步数</translation>
    </message>
    <message>
        <source>Median step</source>
        <translation>步耗时中位数</translation>
    </message>
    <message>
        <source>p90 step</source>
        <translation>步耗时 p90</translation>
    </message>
    <message>
        <source>GPU time %1</source>
        <extracomment>%1 &quot;per step&quot; or &quot;per second&quot;</extracomment>
        <translation>GPU 时间（%1）</translation>
    </message>
    <message>
        <source>GPU busy</source>
        <translation>GPU 忙碌</translation>
    </message>
    <message>
        <source>%1 points</source>
        <extracomment>a change of a percentage, in percentage points</extracomment>
        <translation>%1 个百分点</translation>
    </message>
    <message>
        <source>Only %1 records the GPU&apos;s work, so the GPU&apos;s time is not compared.</source>
        <translation>只有 %1 记录了 GPU 工作，因此不比较 GPU 时间。</translation>
    </message>
    <message>
        <source>Neither run records the GPU&apos;s work, so the GPU&apos;s time is not compared.</source>
        <translation>两次运行都没有记录 GPU 工作，因此不比较 GPU 时间。</translation>
    </message>
    <message>
        <source>What changed, %1</source>
        <extracomment>%1 &quot;per step&quot; or &quot;per second&quot;</extracomment>
        <translation>变化内容（%1）</translation>
    </message>
    <message>
        <source>No CUDA call, GPU kernel, CPU range or cause of GPU idle time changed.</source>
        <translation>CUDA 调用、GPU 内核、CPU 范围和 GPU 空闲原因均无变化。</translation>
    </message>
    <message>
        <source>The %1 largest changes of %2; faultline diff --json lists them all.</source>
        <translation>%2 项变化中最大的 %1 项；faultline diff --json 会列出全部。</translation>
    </message>
    <message>
        <source>Largest change first.</source>
        <translation>变化最大的在前。</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>%1 &quot;per step&quot; or &quot;per second&quot;</extracomment>
        <translation>类型</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Count %1</source>
        <translation>次数（%1）</translation>
    </message>
    <message>
        <source>Time %1</source>
        <translation>耗时（%1）</translation>
    </message>
    <message>
        <source>Median latency</source>
        <translation>延迟中位数</translation>
    </message>
    <message>
        <source>CUDA call</source>
        <translation>CUDA 调用</translation>
    </message>
    <message>
        <source>GPU kernel</source>
        <translation>GPU 内核</translation>
    </message>
    <message>
        <source>CPU range</source>
        <translation>CPU 范围</translation>
    </message>
    <message>
        <source>GPU idle</source>
        <translation>GPU 空闲</translation>
    </message>
    <message>
        <source>Chain</source>
        <extracomment>%1 &quot;per step&quot; or &quot;per second&quot;</extracomment>
        <translation>因果链</translation>
    </message>
    <message>
        <source>Causal chains, time lost %1</source>
        <extracomment>%1 &quot;per step&quot; or &quot;per second&quot;</extracomment>
        <translation>因果链，损失的时间（%1）</translation>
    </message>
    <message>
        <source>No chain is found in one run only, and none lost more or less time.</source>
        <translation>没有仅在一次运行中出现的因果链，各因果链损失的时间也没有增减。</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>出现于</translation>
    </message>
    <message>
        <source>Time lost %1</source>
        <translation>损失的时间（%1）</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>活跃</translation>
    </message>
    <message>
        <source>Peak</source>
        <extracomment>the most active memory at any point of the recorded trace</extracomment>
        <translation>峰值</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>碎片</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>段</translation>
    </message>
    <message>
        <source>Largest free block</source>
        <translation>最大空闲块</translation>
    </message>
    <message>
        <source>All devices</source>
        <translation>所有设备</translation>
    </message>
    <message>
        <source>Device %1</source>
        <translation>设备 %1</translation>
    </message>
    <message>
        <source>Neither snapshot holds memory on a device.</source>
        <translation>两个快照在任何设备上都没有持有内存。</translation>
    </message>
    <message>
        <source>The allocated bytes of no allocation site changed.</source>
        <translation>没有任何分配位置的已分配字节发生变化。</translation>
    </message>
    <message>
        <source>The allocated bytes of no block size changed.</source>
        <translation>没有任何块大小的已分配字节发生变化。</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>函数</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>块大小</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>块数</translation>
    </message>
    <message>
        <source>(no frames)</source>
        <extracomment>the site of blocks whose allocation recorded no stack</extracomment>
        <translation>（无帧）</translation>
    </message>
    <message>
        <source>Allocated bytes by allocation site</source>
        <translation>按分配位置统计的已分配字节</translation>
    </message>
    <message>
        <source>Allocated bytes by block size</source>
        <extracomment>size classes are power-of-two ranges of block sizes</extracomment>
        <translation>按块大小统计的已分配字节</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>vanished</source>
        <translation>消失</translation>
    </message>
    <message>
        <source>Pictures</source>
        <translation>图片</translation>
    </message>
</context>
<context>
    <name>CounterTracks</name>
    <message>
        <source>GPU memory (traced)</source>
        <translation>GPU 内存（已跟踪）</translation>
    </message>
    <message>
        <source>System CPU</source>
        <translation>系统 CPU</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>系统内存</translation>
    </message>
    <message>
        <source>Load average</source>
        <translation>平均负载</translation>
    </message>
    <message>
        <source>GPU %1 busy</source>
        <extracomment>%1 the GPU&apos;s number</extracomment>
        <translation>GPU %1 忙碌</translation>
    </message>
</context>
<context>
    <name>DiffCommand</name>
    <message>
        <source>Compares two runs: two PyTorch memory snapshots (the figures of each device, and where the allocated bytes moved by allocation site and block size), or two captures. The text leads with a verdict.</source>
        <translation>比较两次运行：两个 PyTorch 内存快照（每个设备的内存数据，以及已分配字节按分配位置和块大小的变化），或两个采集文件。文本以结论开头。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>Print JSON (the documented contract) instead of text.</source>
        <translation>输出 JSON（有文档说明的格式）而不是文本。</translation>
    </message>
    <message>
        <source>The run to compare with (the baseline).</source>
        <translation>作为比较对象的运行（基线）。</translation>
    </message>
    <message>
        <source>The run to compare.</source>
        <translation>要比较的运行。</translation>
    </message>
    <message>
        <source>faultline diff: %1</source>
        <translation>faultline diff: %1</translation>
    </message>
    <message>
        <source>faultline diff: expected two files, A and B; see &apos;faultline diff --help&apos;.</source>
        <translation>faultline diff: 需要两个文件 A 和 B；请参阅 &apos;faultline diff --help&apos;。</translation>
    </message>
    <message>
        <source>Also write the comparison report to FILE: Markdown (.md, its pictures beside it) or one HTML file (.html), with the Compare tab&apos;s charts or block maps.</source>
        <translation>同时将比较报告写入 FILE：Markdown（.md，图片放在旁边）或单个 HTML 文件（.html），包含“比较”标签页中的图表或块图。</translation>
    </message>
    <message>
        <source>Usage: faultline diff A B [--json] [--report FILE.md|FILE.html]</source>
        <translation>用法：faultline diff A B [--json] [--report FILE.md|FILE.html]</translation>
    </message>
    <message>
        <source>faultline diff: --report draws pictures and needs the application&apos;s widgets.</source>
        <translation>faultline diff: --report 需要绘制图片，因此需要应用程序的界面组件。</translation>
    </message>
    <message numerus="yes">
        <source>faultline diff: wrote %1 (%n picture(s)).</source>
        <translation>
            <numerusform>faultline diff: 已写入 %1（%n 张图片）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventDetails</name>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Device pointer</source>
        <translation>设备指针</translation>
    </message>
    <message>
        <source>Freed</source>
        <translation>已释放</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>流</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>arg0</source>
        <translation>arg0</translation>
    </message>
    <message>
        <source>arg1</source>
        <translation>arg1</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>函数</translation>
    </message>
    <message>
        <source>Preempted by</source>
        <translation>抢占者</translation>
    </message>
    <message>
        <source>Woke</source>
        <translation>唤醒对象</translation>
    </message>
    <message>
        <source>Victim</source>
        <translation>被终止的进程</translation>
    </message>
    <message>
        <source>Child</source>
        <translation>子进程</translation>
    </message>
    <message>
        <source>Allocations</source>
        <translation>分配次数</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>切换</translation>
    </message>
    <message>
        <source>Off-CPU</source>
        <translation>离开 CPU</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>扇区数</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>起始扇区</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>目标地址</translation>
    </message>
    <message>
        <source>File descriptor</source>
        <translation>文件描述符</translation>
    </message>
    <message>
        <source>blocked: waiting (lock, pipe, socket, sleep)</source>
        <translation>阻塞：等待中（锁、管道、套接字、休眠）</translation>
    </message>
    <message>
        <source>uninterruptible wait (disk I/O, page fault)</source>
        <translation>不可中断等待（磁盘 I/O、缺页）</translation>
    </message>
    <message>
        <source>stopped or exiting</source>
        <translation>已停止或正在退出</translation>
    </message>
    <message>
        <source>Left the CPU</source>
        <translation>离开 CPU 的方式</translation>
    </message>
    <message>
        <source>preempted: runnable, waiting for a CPU</source>
        <translation>被抢占：可运行，等待 CPU</translation>
    </message>
    <message>
        <source>CPU taken back from</source>
        <translation>从其手中收回 CPU</translation>
    </message>
    <message>
        <source>Killed by signal</source>
        <translation>终止信号</translation>
    </message>
    <message>
        <source>Exit status</source>
        <translation>退出状态</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>Launched by</source>
        <translation>启动者</translation>
    </message>
    <message>
        <source>Ran on the GPU</source>
        <translation>在 GPU 上运行</translation>
    </message>
</context>
<context>
    <name>EventLookup</name>
    <message>
        <source>no event with id %1</source>
        <translation>没有 ID 为 %1 的事件</translation>
    </message>
</context>
<context>
    <name>ExplainReport</name>
    <message>
        <source>INCIDENT REPORT — no causal chains found</source>
        <translation>事故报告 — 未找到因果链</translation>
    </message>
    <message numerus="yes">
        <source>INCIDENT REPORT — %n causal chain(s) found (%1 HIGH, %2 MEDIUM, %3 LOW)</source>
        <extracomment>HIGH, MEDIUM and LOW are the severities that tag each chain below ([HIGH] ...): keep them as they are</extracomment>
        <translation>
            <numerusform>事故报告 — 找到 %n 条因果链（%1 HIGH，%2 MEDIUM，%3 LOW）</numerusform>
        </translation>
    </message>
    <message>
        <source>Process: %1 (%2)</source>
        <extracomment>%1 is the process id, %2 its name</extracomment>
        <translation>进程：%1（%2）</translation>
    </message>
    <message>
        <source>When: %1 – %2 after the capture began</source>
        <translation>时间：采集开始后 %1 – %2</translation>
    </message>
    <message>
        <source>Timeline:</source>
        <translation>时间线：</translation>
    </message>
    <message>
        <source>(at %1)</source>
        <extracomment>after a step of the timeline: when it happened, in seconds since the capture began</extracomment>
        <translation>（于 %1）</translation>
    </message>
    <message>
        <source>Root cause: %1</source>
        <translation>根本原因：%1</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>解释：%1</translation>
    </message>
    <message>
        <source>Source: %1:%2 in %3 (%4 %)</source>
        <extracomment>%1:%2 is the file and line, %3 the function, %4 its share of the chain&apos;s evidence</extracomment>
        <translation>源代码：%1:%2，位于 %3（占 %4 %）</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修复建议：%1</translation>
    </message>
    <message numerus="yes">
        <source>STORED CAUSAL CHAINS (written by the capture tool) — %n chain(s)</source>
        <translation>
            <numerusform>已存储的因果链（由采集工具写入）— %n 条</numerusform>
        </translation>
    </message>
    <message>
        <source>Impact: %1, %2 of the steps (%3 in each of %4 steps)</source>
        <extracomment>%1 a duration, %2 a percentage, %3 a duration per step, %4 a number of steps</extracomment>
        <translation>影响：%1，占各步的 %2（%4 步中每步 %3）</translation>
    </message>
    <message>
        <source>Impact: %1, %2 of %3 of GPU work</source>
        <extracomment>%1 a duration, %2 a percentage, %3 the duration the share is of</extracomment>
        <translation>影响：%1，占 %3 GPU 工作的 %2</translation>
    </message>
    <message>
        <source>; a failure: HIGH whatever the time</source>
        <extracomment>Appended to the impact line of a chain about a failure (an OOM, a process killed)</extracomment>
        <translation>；属于故障：无论时长均为 HIGH</translation>
    </message>
    <message>
        <source>Analysed %1 events over %2: no incident found.</source>
        <translation>已分析 %2 内的 %1 个事件：未发现事故。</translation>
    </message>
    <message numerus="yes">
        <source>%n symptom(s) without a cause of their own (latency tails, rate drops) not shown; --all shows them.</source>
        <translation>
            <numerusform>未显示 %n 个没有自身原因的症状（延迟长尾、速率下降）；使用 --all 可显示。</numerusform>
        </translation>
    </message>
    <message>
        <source>This capture only counted most kernel launches (faultline-probe --launches counted): the chains that follow each launch (host synchronisations, input starvation, launch-bound steps) cannot be found in it. Record with --launches sampled (the default) for them.</source>
        <translation>此捕获只统计了大多数内核启动 (faultline-probe --launches counted)：无法从中找出跟随每次启动的因果链 (主机同步、输入饥饿、受启动限制的步骤)。如需这些，请用 --launches sampled (默认) 录制。</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>--%1 wants a whole number of at least %2, not &apos;%3&apos;.</source>
        <translation>--%1 需要至少为 %2 的整数，而不是 &apos;%3&apos;。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>Only events starting from T: seconds since the capture began, with an optional unit (12.5, 12.5s, 300ms), or @UNIX_NS.</source>
        <translation>仅从 T 开始的事件：自采集开始以来的秒数，可带单位（12.5、12.5s、300ms），或 @UNIX_NS。</translation>
    </message>
    <message>
        <source>Only events starting before T (same forms as --from).</source>
        <translation>仅在 T 之前开始的事件（格式同 --from）。</translation>
    </message>
    <message>
        <source>Only these processes (PID) and threads (PID:TID), comma-separated; may be repeated.</source>
        <translation>仅这些进程（PID）和线程（PID:TID），用逗号分隔；可重复。</translation>
    </message>
    <message>
        <source>png, svg, pdf, md, html or json. Default: from the output&apos;s suffix.</source>
        <translation>png、svg、pdf、md、html 或 json。默认：根据输出文件的扩展名。</translation>
    </message>
    <message>
        <source>File to write.</source>
        <translation>要写入的文件。</translation>
    </message>
    <message>
        <source>Width of a picture in pixels (default 1600; 2400 for a report&apos;s pictures).</source>
        <translation>图片宽度，以像素计（默认 1600；报告中的图片为 2400）。</translation>
    </message>
    <message>
        <source>Resolution of a picture in dots per inch (default 96; 192 for a report&apos;s pictures). Text keeps its size in points: the picture is PX / N inches wide.</source>
        <translation>图片分辨率，以每英寸点数计（默认 96；报告中的图片为 192）。文字保持其磅值大小：图片宽 PX / N 英寸。</translation>
    </message>
    <message>
        <source>Reports: pictures of the first N chains (default 3; 0 for none).</source>
        <translation>报告：前 N 条因果链的图片（默认 3；0 表示不要）。</translation>
    </message>
    <message>
        <source>Memory snapshots: the GPU whose block map is drawn (default: the first).</source>
        <translation>内存快照：绘制其块图的 GPU（默认：第一个）。</translation>
    </message>
    <message>
        <source>Leave the causal chains out.</source>
        <translation>不包含因果链。</translation>
    </message>
    <message>
        <source>Leave the notes out.</source>
        <translation>不包含备注。</translation>
    </message>
    <message>
        <source>Pictures: leave the legend out.</source>
        <translation>图片：不包含图例。</translation>
    </message>
    <message>
        <source>Capture to read (.db, .sqlite), or a memory snapshot (.pickle, .json).</source>
        <translation>要读取的采集文件（.db、.sqlite）或内存快照（.pickle、.json）。</translation>
    </message>
    <message>
        <source>faultline export: %1</source>
        <translation>faultline export: %1</translation>
    </message>
    <message>
        <source>faultline export: expected one capture file; see &apos;faultline export --help&apos;.</source>
        <translation>faultline export: 需要一个采集文件；请参阅 &apos;faultline export --help&apos;。</translation>
    </message>
    <message>
        <source>faultline export: no output file; give -o OUT.</source>
        <translation>faultline export: 没有输出文件；请指定 -o OUT。</translation>
    </message>
    <message>
        <source>faultline export: unknown format &apos;%1&apos;; use one of %2.</source>
        <translation>faultline export: 未知格式 &apos;%1&apos;；请使用 %2 之一。</translation>
    </message>
    <message>
        <source>faultline export: the output would replace the capture; choose another file.</source>
        <translation>faultline export: 输出将替换采集文件；请选择其他文件。</translation>
    </message>
    <message>
        <source>faultline export: %1 is a memory snapshot: its block map exports as png, svg or pdf.</source>
        <translation>faultline export: %1 是内存快照：其块图可导出为 png、svg 或 pdf。</translation>
    </message>
    <message>
        <source>faultline export: --from, --to and --lanes are for captures, not memory snapshots.</source>
        <translation>faultline export: --from、--to 和 --lanes 用于采集文件，不适用于内存快照。</translation>
    </message>
    <message>
        <source>faultline export: %1 needs a QApplication (the pictures are drawn with the app&apos;s widgets).</source>
        <translation>faultline export: %1 需要 QApplication（图片由应用的控件绘制）。</translation>
    </message>
    <message>
        <source>faultline export: cannot load %1: %2</source>
        <translation>faultline export: 无法加载 %1：%2</translation>
    </message>
    <message>
        <source>faultline export: cannot read the time &apos;%1&apos; (try 12.5, 12.5s, 300ms or @UNIX_NS).</source>
        <translation>faultline export: 无法解析时间 &apos;%1&apos;（可尝试 12.5、12.5s、300ms 或 @UNIX_NS）。</translation>
    </message>
    <message>
        <source>faultline export: --from must be before --to.</source>
        <translation>faultline export: --from 必须早于 --to。</translation>
    </message>
    <message>
        <source>Wrote %1: %2 × %3 px at %4 DPI, %5 rows, %6 notes.</source>
        <translation>已写入 %1：%2 × %3 px，%4 DPI，%5 行，%6 条备注。</translation>
    </message>
    <message>
        <source>Wrote %1: %2 chains, %3 pictures, %4 notes.</source>
        <translation>已写入 %1：%2 条因果链，%3 张图片，%4 条备注。</translation>
    </message>
    <message>
        <source>faultline export: cannot write %1: %2</source>
        <translation>faultline export: 无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Wrote %1: %2 events of %3 threads in %4 processes, %5 chains, %6 notes.</source>
        <translation>已写入 %1：%4 个进程中 %3 个线程的 %2 个事件，%5 条因果链，%6 条备注。</translation>
    </message>
    <message>
        <source>faultline export: %1 records no GPU memory: there is no block map to draw.</source>
        <translation>faultline export: %1 没有记录 GPU 内存：没有可绘制的块图。</translation>
    </message>
    <message>
        <source>faultline export: --device %1: the snapshot has GPUs %2.</source>
        <translation>faultline export: --device %1：快照中的 GPU 为 %2。</translation>
    </message>
    <message>
        <source>Wrote %1: the block map of GPU %2, %3 segments.</source>
        <translation>已写入 %1：GPU %2 的块图，%3 个段。</translation>
    </message>
    <message>
        <source>Exports a capture, or a range and some lanes of it, with its chains and notes: as a picture of the timeline (png, svg, pdf), as a review report (md with its pictures beside it, one html file, or with --review a pdf document), or as Chrome trace-event JSON that the Perfetto UI (ui.perfetto.dev) opens. Given a PyTorch memory snapshot (.pickle, .json), png, svg and pdf are a picture of its block map.</source>
        <translation>导出采集文件，或其中的某个范围和部分泳道，连同因果链和备注：导出为时间线图片（png、svg、pdf）、评审报告（md 及其旁边的图片、单个 html 文件，或使用 --review 时的 pdf 文档），或可由 Perfetto UI（ui.perfetto.dev）打开的 Chrome trace-event JSON。对于 PyTorch 内存快照（.pickle、.json），png、svg 和 pdf 是其块图的图片。</translation>
    </message>
    <message>
        <source>Write the review report: md, html or pdf (from the output&apos;s suffix or --format; html when the output has no suffix). Without it a pdf is a picture of the timeline.</source>
        <translation>写入评审报告：md、html 或 pdf（根据输出文件的扩展名或 --format；输出文件没有扩展名时为 html）。不加此选项时，pdf 是时间线的图片。</translation>
    </message>
    <message>
        <source>Usage: faultline export FILE [--from T] [--to T] [--lanes PID[:TID],...] -o OUT [--format png|svg|pdf|md|html|json] [--review] [--width PX] [--dpi N]</source>
        <translation>用法：faultline export FILE [--from T] [--to T] [--lanes PID[:TID],...] -o OUT [--format png|svg|pdf|md|html|json] [--review] [--width PX] [--dpi N]</translation>
    </message>
    <message>
        <source>faultline export: the review report is md, html or pdf, not &apos;%1&apos;.</source>
        <translation>faultline export: 评审报告只能是 md、html 或 pdf，不能是 &apos;%1&apos;。</translation>
    </message>
</context>
<context>
    <name>GpuTimeChart</name>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Communication (exposed)</source>
        <translation>通信（未被计算掩盖）</translation>
    </message>
    <message>
        <source>Copies and memsets</source>
        <translation>复制与 memset</translation>
    </message>
    <message>
        <source>Idle: host sync</source>
        <translation>空闲：主机同步</translation>
    </message>
    <message>
        <source>Idle: blocking copy</source>
        <translation>空闲：阻塞式复制</translation>
    </message>
    <message>
        <source>Idle: waiting for input</source>
        <translation>空闲：等待输入</translation>
    </message>
    <message>
        <source>Idle: CPU work</source>
        <translation>空闲：CPU 工作</translation>
    </message>
    <message>
        <source>Idle: between launches</source>
        <translation>空闲：两次启动之间</translation>
    </message>
    <message>
        <source>Idle: off-CPU</source>
        <translation>空闲：离开 CPU</translation>
    </message>
    <message>
        <source>Idle: unknown</source>
        <translation>空闲：原因不明</translation>
    </message>
</context>
<context>
    <name>ImageWriter</name>
    <message>
        <source>The resolution must be between %1 and %2 DPI (got %3).</source>
        <translation>分辨率必须在 %1 到 %2 DPI 之间（收到 %3）。</translation>
    </message>
    <message>
        <source>The width must be between 1 and %1 pixels (got %2).</source>
        <translation>宽度必须在 1 到 %1 像素之间（收到 %2）。</translation>
    </message>
    <message>
        <source>%1 pixels at %2 DPI is %3 inches: too narrow for a readable picture. Give at least %4 pixels at that resolution, or a lower resolution.</source>
        <translation>%2 DPI 下 %1 像素为 %3 英寸：太窄，图片无法阅读。在该分辨率下请至少指定 %4 像素，或降低分辨率。</translation>
    </message>
    <message>
        <source>The picture would be %1 × %2 pixels; at most %3 pixels high can be written. Choose fewer lanes, a smaller width or a lower resolution.</source>
        <translation>图片将为 %1 × %2 像素；最多只能写入 %3 像素的高度。请选择更少的泳道、更小的宽度或更低的分辨率。</translation>
    </message>
    <message>
        <source>Cannot start the SVG output.</source>
        <translation>无法启动 SVG 输出。</translation>
    </message>
    <message>
        <source>Cannot start the PDF output.</source>
        <translation>无法启动 PDF 输出。</translation>
    </message>
    <message>
        <source>Cannot write the PDF.</source>
        <translation>无法写入 PDF。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>The capture to write (.db).</source>
        <translation>要写入的采集文件（.db）。</translation>
    </message>
    <message>
        <source>Replace OUT if it exists.</source>
        <translation>若 OUT 已存在则替换。</translation>
    </message>
    <message>
        <source>faultline import: %1</source>
        <translation>faultline import：%1</translation>
    </message>
    <message>
        <source>faultline import: %1 does not exist.</source>
        <translation>faultline import：%1 不存在。</translation>
    </message>
    <message>
        <source>%1: %2 events, %3 GPU activities (%4 linked to their launch), %5 stacks, %6 notes in %7 s</source>
        <translation>%1：%2 个事件，%3 个 GPU 活动（%4 个与其启动调用相连），%5 个栈，%6 条备注，用时 %7 秒</translation>
    </message>
    <message>
        <source>faultline import: expected FILE (or FOLDER) and -o OUT.db; see &apos;faultline import --help&apos;.</source>
        <translation>faultline import：需要 FILE（或 FOLDER）和 -o OUT.db；参见 &apos;faultline import --help&apos;。</translation>
    </message>
    <message>
        <source>faultline import: %1 holds no PyTorch profiler trace or Nsight Systems export.</source>
        <translation>faultline import：%1 中没有 PyTorch 性能分析器跟踪或 Nsight Systems 导出。</translation>
    </message>
    <message>
        <source>Usage: faultline import FILE|FOLDER... -o OUT.db [--force]</source>
        <translation>用法：faultline import FILE|FOLDER... -o OUT.db [--force]</translation>
    </message>
    <message>
        <source>Converts a PyTorch profiler trace (Kineto JSON, .json or .json.gz) or an Nsight Systems SQLite export (nsys export --type sqlite) into a capture: CUDA calls with their Python stacks, the GPU&apos;s kernels, copies and memsets on their streams (view faultline_gpu_activity), the allocator&apos;s [memory] events and the user&apos;s ranges as notes. The trace is only read.</source>
        <translation>将 PyTorch 性能分析器跟踪（Kineto JSON，.json 或 .json.gz）或 Nsight Systems 的 SQLite 导出（nsys export --type sqlite）转换为采集文件：带 Python 栈的 CUDA 调用、GPU 在各流上的内核、拷贝和 memset（视图 faultline_gpu_activity）、分配器的 [memory] 事件，以及作为备注的用户区间。跟踪文件只读不写。</translation>
    </message>
    <message>
        <source>faultline import: warning: %1</source>
        <translation>faultline import：警告：%1</translation>
    </message>
    <message>
        <source>Trace: .json, .json.gz (PyTorch profiler) or .sqlite (nsys). Several files, or a folder of them, make one capture with a node per rank: they are converted one per core at a time, with a line for each.</source>
        <translation>跟踪文件：.json、.json.gz（PyTorch 性能分析器）或 .sqlite（nsys）。多个文件或包含它们的文件夹会合成一个采集文件，每个 rank 一个节点：每个核心同时转换一个文件，每个文件输出一行。</translation>
    </message>
    <message>
        <source>[%1/%2] %3  %4  %5 MB  %6 s</source>
        <translation>[%1/%2] %3  %4  %5 MB  %6 秒</translation>
    </message>
    <message numerus="yes">
        <source>merging %n traces into %1…</source>
        <translation>
            <numerusform>正在将 %n 个跟踪合并到 %1…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JsonSnapshotReader</name>
    <message>
        <source>a malformed \u escape at byte %1</source>
        <translation>第 %1 字节处的 \u 转义序列格式错误</translation>
    </message>
    <message>
        <source>an unknown escape in a string at byte %1</source>
        <translation>第 %1 字节处的字符串中有未知的转义序列</translation>
    </message>
    <message>
        <source>a number longer than 400 characters at byte %1</source>
        <translation>第 %1 字节处的数字超过 400 个字符</translation>
    </message>
    <message>
        <source>a malformed number at byte %1</source>
        <translation>第 %1 字节处的数字格式错误</translation>
    </message>
    <message>
        <source>an unexpected character at byte %1</source>
        <translation>第 %1 字节处有意外的字符</translation>
    </message>
    <message>
        <source>expected a string key at byte %1</source>
        <translation>第 %1 字节处应为字符串键</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; at byte %1</source>
        <translation>第 %1 字节处应为 &apos;:&apos;</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or the end of a container at byte %1</source>
        <translation>第 %1 字节处应为 &apos;,&apos; 或容器的结尾</translation>
    </message>
    <message>
        <source>cancelled</source>
        <extracomment>reading the file was cancelled</extracomment>
        <translation>已取消</translation>
    </message>
    <message>
        <source>the file ends at byte %1, inside the JSON document</source>
        <translation>文件在第 %1 字节处结束，此时仍在 JSON 文档内部</translation>
    </message>
</context>
<context>
    <name>LaneKind</name>
    <message>
        <source>CUDA runtime</source>
        <translation>CUDA 运行时</translation>
    </message>
    <message>
        <source>CUDA driver</source>
        <translation>CUDA 驱动</translation>
    </message>
    <message>
        <source>Off-CPU</source>
        <translation>离开 CPU</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Block IO</source>
        <translation>块 IO</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>GPU stream</source>
        <translation>GPU 流</translation>
    </message>
</context>
<context>
    <name>LaneSelection</name>
    <message>
        <source>--lanes: &apos;%1&apos; is not PID or PID:TID.</source>
        <translation>--lanes：&apos;%1&apos; 不是 PID 或 PID:TID。</translation>
    </message>
    <message>
        <source>--lanes: the capture has no thread %1 in process %2.</source>
        <translation>--lanes：采集中没有进程 %2 的线程 %1。</translation>
    </message>
    <message>
        <source>--lanes: the capture has no process or thread %1.</source>
        <translation>--lanes：采集中没有进程或线程 %1。</translation>
    </message>
</context>
<context>
    <name>MappedFile</name>
    <message>
        <source>it is a directory</source>
        <extracomment>Why a snapshot cannot be read: the path names a folder.</extracomment>
        <translation>这是一个目录</translation>
    </message>
</context>
<context>
    <name>MultiAttach</name>
    <message>
        <source>no node to attach to</source>
        <translation>没有要连接的节点</translation>
    </message>
    <message>
        <source>%1 exists; choose another file or replace it explicitly</source>
        <translation>%1 已存在；请选择其他文件，或明确指定替换它</translation>
    </message>
    <message>
        <source>no node sent an event</source>
        <translation>没有任何节点发送过事件</translation>
    </message>
    <message>
        <source>cannot merge the nodes&apos; captures into %1: %2</source>
        <translation>无法将各节点的采集合并到 %1：%2</translation>
    </message>
</context>
<context>
    <name>NotesCommand</name>
    <message>
        <source>Lists and adds the notes of a capture (kept in FILE.faultline-notes.json beside it), or saves a copy of the capture with the notes in its annotations table.</source>
        <translation>列出并添加采集文件的备注（保存在其旁边的 FILE.faultline-notes.json 中），或保存一份将备注写入 annotations 表的采集文件副本。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>显示此帮助。</translation>
    </message>
    <message>
        <source>List the notes (tab-separated).</source>
        <translation>列出备注（以制表符分隔）。</translation>
    </message>
    <message>
        <source>Add a note at T: --add-point T TEXT.</source>
        <translation>在 T 处添加备注：--add-point T TEXT。</translation>
    </message>
    <message>
        <source>Add a note over T1..T2: --add-span T1 T2 TEXT.</source>
        <translation>在 T1..T2 范围添加备注：--add-span T1 T2 TEXT。</translation>
    </message>
    <message>
        <source>Author of the added note (default: $USER).</source>
        <translation>所添加备注的作者（默认：$USER）。</translation>
    </message>
    <message>
        <source>Colour of the added note, #rrggbb.</source>
        <translation>所添加备注的颜色，#rrggbb。</translation>
    </message>
    <message>
        <source>Write a copy of the capture with the notes in its annotations table.</source>
        <translation>写入一份将备注放入 annotations 表的采集文件副本。</translation>
    </message>
    <message>
        <source>Capture (.db, .sqlite).</source>
        <translation>采集文件（.db、.sqlite）。</translation>
    </message>
    <message>
        <source>Usage: faultline notes FILE [--list | --add-point T TEXT | --add-span T1 T2 TEXT | --save-copy OUT] [--author NAME] [--colour #rrggbb]</source>
        <translation>用法：faultline notes FILE [--list | --add-point T TEXT | --add-span T1 T2 TEXT | --save-copy OUT] [--author NAME] [--colour #rrggbb]</translation>
    </message>
    <message>
        <source>faultline notes: %1</source>
        <translation>faultline notes: %1</translation>
    </message>
    <message>
        <source>faultline notes: expected FILE and one of --list, --add-point T TEXT, --add-span T1 T2 TEXT or --save-copy OUT; see &apos;faultline notes --help&apos;.</source>
        <translation>faultline notes: 需要 FILE 以及 --list、--add-point T TEXT、--add-span T1 T2 TEXT 或 --save-copy OUT 之一；请参阅 &apos;faultline notes --help&apos;。</translation>
    </message>
    <message>
        <source>faultline notes: %1 does not exist.</source>
        <translation>faultline notes: %1 不存在。</translation>
    </message>
    <message>
        <source>faultline notes: cannot load %1: %2</source>
        <translation>faultline notes: 无法加载 %1：%2</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 with %n note(s).</source>
        <translation>
            <numerusform>已写入 %1，含 %n 条备注。</numerusform>
        </translation>
    </message>
    <message>
        <source>faultline notes: cannot read the time &apos;%1&apos; (try 12.5, 12.5s, 300ms or @UNIX_NS).</source>
        <translation>faultline notes: 无法解析时间 &apos;%1&apos;（可尝试 12.5、12.5s、300ms 或 @UNIX_NS）。</translation>
    </message>
    <message>
        <source>Added note %1 to %2.</source>
        <translation>已将备注 %1 添加到 %2。</translation>
    </message>
</context>
<context>
    <name>OomExplainer</name>
    <message>
        <source>ignored an implausible figure: %1 %2</source>
        <extracomment>%1 is a number and %2 its unit as the error message printed them (&quot;17179869184.00&quot; &quot;GiB&quot;)</extracomment>
        <translation>已忽略一个不合理的数值：%1 %2</translation>
    </message>
    <message>
        <source>Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True. Segments then grow in place and free pages can be mapped again where they are needed, so a large tensor no longer needs one contiguous hole inside a single cudaMalloc.</source>
        <translation>设置 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True。这样段会原地扩展，空闲页可以重新映射到需要的位置，大张量不再需要在单次 cudaMalloc 的内存中找到一个连续空洞。</translation>
    </message>
    <message>
        <source>expandable_segments is already on: what remains are holes between live blocks of the same mapping, so fewer long-lived tensors scattered between short-lived ones is what helps (allocate persistent buffers first).</source>
        <translation>expandable_segments 已开启：剩下的是同一映射内各活动块之间的空洞，因此有效的做法是减少散布在短期张量之间的长期存活张量（先分配持久缓冲区）。</translation>
    </message>
    <message>
        <source>If expandable segments are not an option, set max_split_size_mb:%1. Blocks of that size or more are then never cut up for small requests, which keeps large free blocks whole for large tensors (at the price of more cached memory).</source>
        <extracomment>%1 is a whole number of MiB, part of the setting max_split_size_mb:%1 (keep that text as it is)</extracomment>
        <translation>如果无法使用可扩展段，请设置 max_split_size_mb:%1。这样不小于该大小的块就不会为小请求而被切分，大的空闲块得以完整保留给大张量（代价是缓存占用更多内存）。</translation>
    </message>
    <message>
        <source>max_split_size is already set (%1); a lower value keeps more large blocks whole, a higher one wastes less.</source>
        <extracomment>%1 is a size like 128.00 MiB</extracomment>
        <translation>max_split_size 已设置（%1）；调低可保留更多完整的大块，调高则浪费更少。</translation>
    </message>
    <message>
        <source>%1 sits in whole free segments: torch.cuda.empty_cache() would return it to the driver, which helps other processes on this GPU. It would not have saved this allocation: the allocator frees such segments by itself before it gives up.</source>
        <extracomment>%1 is a size like 2.50 GiB</extracomment>
        <translation>有 %1 位于完整的空闲段中：torch.cuda.empty_cache() 会将其归还给驱动程序，这对此 GPU 上的其他进程有帮助。但它挽救不了这次分配：分配器在放弃之前会自行释放这类段。</translation>
    </message>
    <message>
        <source>torch.cuda.empty_cache() would not have helped: before raising the error the allocator already returns every whole free segment to the driver.</source>
        <translation>torch.cuda.empty_cache() 也无济于事：分配器在报错之前已将所有完整的空闲段归还给驱动程序。</translation>
    </message>
    <message>
        <source>%1 is free inside segments that still hold live tensors; empty_cache() cannot release that, only fewer splits can (expandable_segments, max_split_size_mb).</source>
        <extracomment>%1 is a size like 2.50 GiB</extracomment>
        <translation>仍持有存活张量的段内有 %1 空闲；empty_cache() 无法释放这部分内存，只有减少切分才有效（expandable_segments、max_split_size_mb）。</translation>
    </message>
    <message>
        <source>Lower the peak: a smaller batch or sequence length, activation checkpointing, lower precision (bf16/fp16), or dropping references to tensors sooner.</source>
        <translation>降低峰值：减小批大小或序列长度、使用激活检查点、降低精度（bf16/fp16），或更早丢弃对张量的引用。</translation>
    </message>
    <message>
        <source> The largest live allocation sites were: %1.</source>
        <extracomment>Appended to the previous advice; mind the leading space. %1 lists code locations with their sizes, separated by semicolons: &quot;train.py:42:forward (1.50 GiB); model.py:7:attn (512.00 MiB)&quot;</extracomment>
        <translation>存活分配量最大的分配位置为：%1。</translation>
    </message>
    <message>
        <source>There is no trace entry %1 on device %2.</source>
        <extracomment>%1 is a position in the device&apos;s allocator trace, %2 a device number</extracomment>
        <translation>设备 %2 上没有跟踪条目 %1。</translation>
    </message>
    <message>
        <source>Request: %1 on device %2 (stream %3, a private pool), trace entry %4.</source>
        <extracomment>%1 is a size like 2.00 GiB, %2 a device number, %3 a CUDA stream id, %4 a position in the allocator trace</extracomment>
        <translation>请求：设备 %2 上的 %1（流 %3，私有内存池），跟踪条目 %4。</translation>
    </message>
    <message>
        <source>Request: %1 on device %2 (stream %3), trace entry %4.</source>
        <extracomment>%1 is a size like 2.00 GiB, %2 a device number, %3 a CUDA stream id, %4 a position in the allocator trace</extracomment>
        <translation>请求：设备 %2 上的 %1（流 %3），跟踪条目 %4。</translation>
    </message>
    <message>
        <source>Free in segments that could serve this request: %1; the largest piece: %2.</source>
        <extracomment>%1 and %2 are sizes like 2.00 GiB</extracomment>
        <translation>可满足此请求的段中空闲：%1；最大的一块：%2。</translation>
    </message>
    <message>
        <source>Free in segments of other streams: %1.</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>其他流的段中空闲：%1。</translation>
    </message>
    <message>
        <source>Private pools (CUDA graphs, MemPool) reserve %1, %2 of it free.</source>
        <extracomment>%1 and %2 are sizes like 2.00 GiB; %2 is the free part of %1</extracomment>
        <translation>私有内存池（CUDA 图、MemPool）保留了 %1，其中空闲 %2。</translation>
    </message>
    <message>
        <source>Of the %1 on the GPU, %2 was neither free nor reserved by this allocator.</source>
        <extracomment>%1 is the GPU&apos;s total memory and %2 a part of it, sizes like 80.00 GiB</extracomment>
        <translation>GPU 的 %1 中，有 %2 既不空闲，也未被此分配器保留。</translation>
    </message>
    <message>
        <source>Just before the failure %1 segments (%2) were released: the allocator&apos;s flush-and-retry ran and did not find enough.</source>
        <extracomment>%1 is a number of segments (1 or more), %2 their total size like 2.00 GiB</extracomment>
        <translation>失败前刚释放了 %1 个段（%2）：分配器执行了“清空缓存并重试”，但仍未找到足够的内存。</translation>
    </message>
    <message>
        <source>Fragmentation: a free block of %1 on this stream looked large enough for %2, yet the allocator could not use it (an oversize block kept for larger requests when max_split_size is set, or a block freed while the failing call ran).</source>
        <extracomment>%1 is the size of a free block, %2 the requested size, both like 2.00 GiB</extracomment>
        <translation>碎片化：此流上有一个 %1 的空闲块，看似足以容纳 %2，但分配器无法使用它（可能是设置了 max_split_size 时为更大请求保留的超大块，或是在失败调用执行期间才释放的块）。</translation>
    </message>
    <message>
        <source>Fragmentation: %1 was free in PyTorch&apos;s cached segments on this stream, more than the %2 requested, but split into holes between live tensors; the largest was %3, and the GPU had only %4 left for a new segment.</source>
        <extracomment>%1 is the free total, %2 the requested size, %3 the largest hole, %4 the GPU&apos;s free memory</extracomment>
        <translation>碎片化：此流上 PyTorch 缓存的段中有 %1 空闲，多于请求的 %2，但被分割成存活张量之间的空洞；最大的空洞为 %3，而 GPU 只剩 %4 可用于新段。</translation>
    </message>
    <message>
        <source>Fragmentation: the holes in cached segments (%1) and the GPU&apos;s free memory (%2) would together hold the %3 requested, but neither on its own: a new segment needs %3 of contiguous free device memory, and the cached holes are scattered.</source>
        <extracomment>%1 is the free total in cached holes, %2 the GPU&apos;s free memory, %3 the requested size</extracomment>
        <translation>碎片化：缓存段中的空洞（%1）与 GPU 的空闲内存（%2）合起来足以容纳请求的 %3，但任何一方单独都不够：新段需要 %3 的连续空闲设备内存，而缓存中的空洞是分散的。</translation>
    </message>
    <message>
        <source>private pools</source>
        <extracomment>Where the memory was: shown in parentheses after the cause</extracomment>
        <translation>私有内存池</translation>
    </message>
    <message>
        <source>Memory held in private pools: %1 lay free inside private pools (CUDA graphs or torch.cuda.MemPool), which ordinary allocations cannot use; with it the %2 request would have fit.</source>
        <extracomment>%1 is the free size inside private pools, %2 the requested size</extracomment>
        <translation>内存被私有内存池占用：私有内存池（CUDA 图或 torch.cuda.MemPool）中有 %1 空闲，普通分配无法使用；若能使用这部分内存，%2 的请求本可满足。</translation>
    </message>
    <message>
        <source>Free CUDA graphs that are no longer replayed (and with them their pools), let graphs share one memory pool, or capture fewer graphs.</source>
        <translation>释放不再重放的 CUDA 图（连同其内存池），让多个图共享一个内存池，或减少捕获的图的数量。</translation>
    </message>
    <message>
        <source>other streams</source>
        <extracomment>Where the memory was: shown in parentheses after the cause</extracomment>
        <translation>其他流</translation>
    </message>
    <message>
        <source>Memory held on other streams: %1 lay free in segments cached for other CUDA streams, and the caching allocator reuses a block only on the stream it was allocated on.</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>内存被其他流占用：为其他 CUDA 流缓存的段中有 %1 空闲，而缓存分配器只会在分配某个块的流上复用该块。</translation>
    </message>
    <message>
        <source>Allocate on fewer side streams, or free tensors on the stream that allocated them; tensor.record_stream() ties a block to another stream until that stream catches up.</source>
        <translation>减少在辅助流上的分配，或在分配张量的流上释放张量；tensor.record_stream() 会把块绑定到另一个流，直到该流赶上进度。</translation>
    </message>
    <message>
        <source>other processes</source>
        <extracomment>Where the memory was: shown in parentheses after the cause</extracomment>
        <translation>其他进程</translation>
    </message>
    <message>
        <source>Memory held elsewhere: the GPU has %1 but only %2 was free and this allocator had reserved %3; %4 is used outside it (other processes, the CUDA context, libraries such as NCCL or cuBLAS).</source>
        <extracomment>%1 is the GPU&apos;s total memory, %2 its free part, %3 what this allocator reserved, %4 the rest</extracomment>
        <translation>内存被别处占用：GPU 共有 %1，但只有 %2 空闲，此分配器保留了 %3；另有 %4 在此分配器之外使用（其他进程、CUDA 上下文、NCCL 或 cuBLAS 等库）。</translation>
    </message>
    <message>
        <source>See what else runs on GPU %1 (nvidia-smi) and give this job the GPU to itself, or limit the others; every process also pays a CUDA context of a few hundred MiB.</source>
        <extracomment>%1 is a GPU number</extracomment>
        <translation>查看 GPU %1 上还运行着什么（nvidia-smi），让此作业独占该 GPU，或限制其他进程；此外，每个进程还要为 CUDA 上下文占用几百 MiB。</translation>
    </message>
    <message>
        <source>Genuine exhaustion: live tensors held %1 (plus %2 freed but still in use on other streams); the %3 request was more than the %4 free on the GPU and the %5 cached by PyTorch together. Only a smaller peak helps.</source>
        <extracomment>%1 is held by live tensors, %2 freed but pending, %3 requested, %4 free on the GPU, %5 cached</extracomment>
        <translation>内存确实耗尽：存活张量占用 %1（另有 %2 已释放但仍在其他流上使用）；请求的 %3 超过了 GPU 上空闲的 %4 与 PyTorch 缓存的 %5 之和。只有降低峰值才有帮助。</translation>
    </message>
    <message>
        <source>Genuine exhaustion: live tensors held %1; the %2 request was more than the %3 free on the GPU and the %4 cached by PyTorch together. Only a smaller peak helps.</source>
        <extracomment>%1 is held by live tensors, %2 requested, %3 free on the GPU, %4 cached</extracomment>
        <translation>内存确实耗尽：存活张量占用 %1；请求的 %2 超过了 GPU 上空闲的 %3 与 PyTorch 缓存的 %4 之和。只有降低峰值才有帮助。</translation>
    </message>
    <message>
        <source>If the GPU has more than %1, the rest is used outside this allocator (other processes, the CUDA context, NCCL): check nvidia-smi.</source>
        <extracomment>%1 is a size like 24.00 GiB</extracomment>
        <translation>如果 GPU 的内存多于 %1，多出的部分在此分配器之外使用（其他进程、CUDA 上下文、NCCL）：请检查 nvidia-smi。</translation>
    </message>
    <message>
        <source>%1 different request sizes above 1 MiB appear before the failure. roundup_power2_divisions:4 rounds sizes up to quarter steps between powers of two, so a freed block fits the next request of a similar size (slightly more rounding, fewer holes).</source>
        <extracomment>%1 is a count (32 or more); keep roundup_power2_divisions:4 as it is</extracomment>
        <translation>失败前出现了 %1 种大于 1 MiB 的不同请求大小。roundup_power2_divisions:4 会将大小向上取整到相邻两个 2 的幂之间的四等分点，使释放的块能容纳下一个大小相近的请求（取整稍多，空洞更少）。</translation>
    </message>
    <message>
        <source>garbage_collection_threshold:0.8 (it needs torch.cuda.set_per_process_memory_fraction) returns old cached blocks earlier, before the synchronising free-everything-and-retry path seen here.</source>
        <extracomment>keep garbage_collection_threshold:0.8 as it is: it is a setting</extracomment>
        <translation>garbage_collection_threshold:0.8（需配合 torch.cuda.set_per_process_memory_fraction 使用）会更早归还旧的缓存块，抢在此处出现的、需要同步的“全部释放并重试”路径之前。</translation>
    </message>
    <message>
        <source>No out-of-memory message was found in the text.</source>
        <translation>文本中未找到内存不足消息。</translation>
    </message>
    <message>
        <source>Request: %1 on device %2.</source>
        <extracomment>%1 is a size like 2.00 GiB, %2 a device number</extracomment>
        <translation>请求：设备 %2 上的 %1。</translation>
    </message>
    <message>
        <source>Request: %1 on GPU %2.</source>
        <extracomment>%1 is a size like 2.00 GiB, %2 a GPU number</extracomment>
        <translation>请求：GPU %2 上的 %1。</translation>
    </message>
    <message>
        <source>Request: %1 on %2 %3.</source>
        <extracomment>%1 is a size like 2.00 GiB, %2 the kind of device as the error names it (CUDA, NPU, XPU), %3 its number</extracomment>
        <translation>请求：%2 %3 上的 %1。</translation>
    </message>
    <message>
        <source>Capacity %1, free %2.</source>
        <extracomment>%1 is the GPU&apos;s total memory, %2 its free part (sizes like 80.00 GiB, or ? when unknown)</extracomment>
        <translation>容量 %1，空闲 %2。</translation>
    </message>
    <message>
        <source>PyTorch reserved %1: %2 allocated, %3 in private pools, %4 reserved but unallocated.</source>
        <extracomment>%1 is reserved in total, of which %2 allocated, %3 in private pools and %4 unallocated</extracomment>
        <translation>PyTorch 保留了 %1：已分配 %2，私有内存池中 %3，已保留但未分配 %4。</translation>
    </message>
    <message>
        <source>PyTorch reserved %1: %2 allocated, %3 reserved but unallocated.</source>
        <extracomment>%1 is reserved in total, of which %2 allocated and %3 unallocated</extracomment>
        <translation>PyTorch 保留了 %1：已分配 %2，已保留但未分配 %3。</translation>
    </message>
    <message>
        <source>Process %1 uses %2.</source>
        <extracomment>%1 is a process id, %2 a size like 2.00 GiB</extracomment>
        <translation>进程 %1 使用了 %2。</translation>
    </message>
    <message>
        <source>%1 of the GPU is neither free nor reserved by this process&apos;s allocator.</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>GPU 中有 %1 既不空闲，也未被此进程的分配器保留。</translation>
    </message>
    <message>
        <source>The process may use at most %1 (per-process memory fraction).</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>该进程最多可使用 %1（每进程内存比例）。</translation>
    </message>
    <message>
        <source>Note: %1.</source>
        <extracomment>%1 is a remark about the error message, such as &quot;ignored an implausible figure: 1e18 GiB&quot;</extracomment>
        <translation>注意：%1。</translation>
    </message>
    <message>
        <source>The message is cut short; some figures are missing.</source>
        <translation>消息被截断；缺少部分数值。</translation>
    </message>
    <message>
        <source>Genuine exhaustion under cudaMallocAsync: %1 was allocated and CUDA had %2 free, less than the %3 requested.</source>
        <extracomment>%1 is the allocated size, %2 the free size, %3 the requested size</extracomment>
        <translation>cudaMallocAsync 下内存确实耗尽：已分配 %1，CUDA 空闲 %2，少于请求的 %3。</translation>
    </message>
    <message>
        <source>cudaMallocAsync could not place %1 although CUDA reported %2 free: the driver&apos;s pool is fragmented or a memory-fraction limit applies.</source>
        <extracomment>%1 is the requested size, %2 the free size</extracomment>
        <translation>尽管 CUDA 报告空闲 %2，cudaMallocAsync 仍无法放下 %1：驱动程序的内存池已碎片化，或受到内存比例限制。</translation>
    </message>
    <message>
        <source>The limit set by torch.cuda.set_per_process_memory_fraction (%1) is what ran out; raise it if the GPU has room.</source>
        <extracomment>%1 is a size like 40.00 GiB</extracomment>
        <translation>耗尽的是 torch.cuda.set_per_process_memory_fraction 设置的限制（%1）；如果 GPU 仍有余量，请调高该限制。</translation>
    </message>
    <message>
        <source>The cap from torch.cuda.set_per_process_memory_fraction (%1 allowed) is what ran out, not the GPU; raise it if the GPU has room.</source>
        <extracomment>%1 is a size like 40.00 GiB</extracomment>
        <translation>耗尽的是 torch.cuda.set_per_process_memory_fraction 设定的上限（允许 %1），而不是 GPU；如果 GPU 仍有余量，请调高该上限。</translation>
    </message>
    <message>
        <source>Fragmentation: %1 was reserved by PyTorch but unallocated, more than the %2 requested, yet no single free block was large enough.</source>
        <extracomment>%1 is the reserved-but-unallocated size, %2 the requested size</extracomment>
        <translation>碎片化：PyTorch 已保留但未分配的内存有 %1，多于请求的 %2，但没有任何单个空闲块足够大。</translation>
    </message>
    <message>
        <source>Fragmentation: the reserved-but-unallocated memory (%1) and the GPU&apos;s free memory (%2) together exceed the %3 requested, but neither on its own is a contiguous piece that large.</source>
        <extracomment>%1 is the reserved-but-unallocated size, %2 the GPU&apos;s free memory, %3 the requested size</extracomment>
        <translation>碎片化：已保留但未分配的内存（%1）与 GPU 的空闲内存（%2）合计超过请求的 %3，但二者单独都不是这么大的连续空间。</translation>
    </message>
    <message>
        <source>torch.cuda.empty_cache() would not have helped: the allocator already returns whole free segments before raising the error, and free space inside used segments cannot be returned.</source>
        <translation>torch.cuda.empty_cache() 也无济于事：分配器在报错之前已归还完整的空闲段，而已使用段内的空闲空间无法归还。</translation>
    </message>
    <message>
        <source>this process outside PyTorch</source>
        <extracomment>Where the memory was: shown in parentheses after the cause</extracomment>
        <translation>本进程中 PyTorch 之外</translation>
    </message>
    <message>
        <source>Memory held elsewhere: this process uses %1 of the GPU but PyTorch reserved only %2; %3 belongs to the CUDA context and libraries that allocate on their own (NCCL, cuBLAS/cuDNN workspaces, other frameworks). Without it the %4 request would have fit.</source>
        <extracomment>%1 is this process&apos;s use, %2 PyTorch&apos;s reservation, %3 the rest, %4 the requested size</extracomment>
        <translation>内存被别处占用：此进程使用了 GPU 的 %1，但 PyTorch 只保留了 %2；其余 %3 属于 CUDA 上下文和自行分配内存的库（NCCL、cuBLAS/cuDNN 工作区、其他框架）。若没有这部分占用，%4 的请求本可满足。</translation>
    </message>
    <message>
        <source>Look for memory allocated outside PyTorch&apos;s allocator in this process (NCCL buffers, another framework such as JAX or TensorFlow, custom CUDA extensions) and cap it.</source>
        <translation>查找此进程中在 PyTorch 分配器之外分配的内存（NCCL 缓冲区、JAX 或 TensorFlow 等其他框架、自定义 CUDA 扩展），并限制其用量。</translation>
    </message>
    <message>
        <source>Memory held elsewhere: %1 of the %2 GPU was used outside this process&apos;s allocator; without it the %3 request would have fit.</source>
        <extracomment>%1 is the size used elsewhere, %2 the GPU&apos;s total memory, %3 the requested size</extracomment>
        <translation>内存被别处占用：GPU 共 %2，其中 %1 在此进程的分配器之外使用；若没有这部分占用，%3 的请求本可满足。</translation>
    </message>
    <message>
        <source>Memory held elsewhere: %1 of the %2 GPU was used outside this process&apos;s allocator (other processes: %3); without it the %4 request would have fit.</source>
        <extracomment>%1 is the size used elsewhere, %2 the GPU&apos;s total memory, %3 a list of process ids with their sizes (&quot;1234 (2.00 GiB), 5678 (1.00 GiB)&quot;), %4 the requested size</extracomment>
        <translation>内存被别处占用：GPU 共 %2，其中 %1 在此进程的分配器之外使用（其他进程：%3）；若没有这部分占用，%4 的请求本可满足。</translation>
    </message>
    <message>
        <source>Memory held in private pools: %1 is allocated in private pools (CUDA graphs or torch.cuda.MemPool) and cannot serve other allocations.</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>内存被私有内存池占用：私有内存池（CUDA 图或 torch.cuda.MemPool）中已分配 %1，无法用于其他分配。</translation>
    </message>
    <message>
        <source>Genuine exhaustion: %1 was allocated by live tensors and the %2 request exceeds the %3 free plus the %4 reserved but unallocated.</source>
        <extracomment>%1 is the allocated size, %2 the requested size, %3 the free size, %4 the reserved-but-unallocated size</extracomment>
        <translation>内存确实耗尽：存活张量已分配 %1，而请求的 %2 超过了空闲的 %3 与已保留但未分配的 %4 之和。</translation>
    </message>
    <message>
        <source>The message is too short to tell why %1 could not be allocated.</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>消息过短，无法判断为何无法分配 %1。</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>碎片化</translation>
    </message>
    <message>
        <source>exhaustion</source>
        <translation>内存耗尽</translation>
    </message>
    <message>
        <source>memory held elsewhere</source>
        <translation>内存被别处占用</translation>
    </message>
    <message>
        <source>exhaustion or fragmentation (cannot tell)</source>
        <translation>内存耗尽或碎片化（无法判断）</translation>
    </message>
    <message>
        <source>To tell, record the job with faultline-probe&apos;s tensor events (on unless --no-tensors; faultline-probe check --pid says whether the process&apos;s allocator can be traced), or open the job&apos;s memory snapshot (torch.cuda.memory._record_memory_history(), then torch.cuda.memory._dump_snapshot() where the error is caught) in Faultline.</source>
        <translation>要作出判断，请用 faultline-probe 的张量事件记录该作业（默认开启，除非指定 --no-tensors；faultline-probe check --pid 可告知该进程的分配器能否被跟踪），或在 Faultline 中打开该作业的内存快照（先调用 torch.cuda.memory._record_memory_history()，再在捕获该错误的位置调用 torch.cuda.memory._dump_snapshot()）。</translation>
    </message>
    <message>
        <source>If it is fragmentation, PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True lets freed space serve a large request; if it is exhaustion, only a smaller peak helps (a smaller batch or sequence length, activation checkpointing, bf16).</source>
        <translation>如果是碎片化，设置 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True 可让释放的空间满足大请求；如果是内存耗尽，只有降低峰值才有帮助（减小批大小或序列长度、激活检查点、bf16）。</translation>
    </message>
    <message>
        <source>unknown</source>
        <extracomment>A figure the capture or snapshot does not have, in place of a size</extracomment>
        <translation>未知</translation>
    </message>
    <message>
        <source>The GPU&apos;s free memory: %1. The process held %2 in %3 segments (cudaMalloc); how much of them live tensors used is not recorded.</source>
        <extracomment>%1 is the GPU&apos;s free memory (a size, or &quot;unknown&quot;), %2 a size like 60.0 GiB, %3 a number of segments</extracomment>
        <translation>GPU 的空闲内存：%1。该进程在 %3 个段（cudaMalloc）中持有 %2；其中有多少被存活张量使用，没有记录。</translation>
    </message>
    <message>
        <source>The GPU&apos;s free memory: %1. PyTorch had reserved %2: %3 allocated, %4 freed but still in use on another stream, %5 cached free.</source>
        <extracomment>%1 is the GPU&apos;s free memory (a size, or &quot;unknown&quot;), %2..%5 are sizes like 2.00 GiB</extracomment>
        <translation>GPU 的空闲内存：%1。PyTorch 已保留 %2：已分配 %3，已释放但仍在另一个流上使用 %4，已缓存空闲 %5。</translation>
    </message>
    <message>
        <source>Exhaustion or fragmentation: the capture cannot tell. It traced the allocator&apos;s segments (%2 in %3 segments when %1 was asked), not the tensors inside them, so it does not know how much of that memory was free.</source>
        <extracomment>%1 is the requested size, %2 what the process held, %3 its number of segments</extracomment>
        <translation>内存耗尽还是碎片化：采集无法判断。它跟踪的是分配器的段（请求 %1 时，%3 个段中共持有 %2），而不是段中的张量，因此不知道其中有多少内存是空闲的。</translation>
    </message>
    <message>
        <source>Genuine exhaustion: live tensors held %1; the %2 request was more than the %3 cached by PyTorch, and the GPU had too little free for a new segment (the snapshot does not say how much). Only a smaller peak helps.</source>
        <extracomment>%1 is held by live tensors, %2 requested, %3 cached</extracomment>
        <translation>内存确实耗尽：存活张量占用 %1；请求的 %2 超过了 PyTorch 缓存的 %3，而 GPU 的空闲内存不足以容纳新段（快照未记录具体空闲多少）。只有降低峰值才有帮助。</translation>
    </message>
</context>
<context>
    <name>PerfettoExport</name>
    <message>
        <source>The output is not open for writing.</source>
        <translation>输出未以写入方式打开。</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Cannot write the export: %1</source>
        <translation>无法写入导出内容：%1</translation>
    </message>
</context>
<context>
    <name>PickleReader</name>
    <message>
        <source>the stack has too few values for %1 at byte %2</source>
        <extracomment>%1 is a pickle opcode&apos;s name (&quot;APPENDS&quot;)</extracomment>
        <translation>第 %2 字节处：栈中的值不足以执行 %1</translation>
    </message>
    <message>
        <source>%1 without a MARK at byte %2</source>
        <extracomment>%1 is a pickle opcode&apos;s name (&quot;APPENDS&quot;)</extracomment>
        <translation>第 %2 字节处的 %1 没有对应的 MARK</translation>
    </message>
    <message>
        <source>corrupt MARK at byte %1</source>
        <translation>第 %1 字节处的 MARK 已损坏</translation>
    </message>
    <message>
        <source>memo entry %1 is used before it is defined (byte %2)</source>
        <translation>memo 条目 %1 在定义之前被使用（第 %2 字节）</translation>
    </message>
    <message>
        <source>a text operand longer than %1 bytes at byte %2</source>
        <translation>第 %2 字节处的文本操作数超过 %1 字节</translation>
    </message>
    <message>
        <source>POP on an empty stack at byte %1</source>
        <translation>第 %1 字节处对空栈执行 POP</translation>
    </message>
    <message>
        <source>LONG4 with a negative length at byte %1</source>
        <translation>第 %1 字节处的 LONG4 长度为负</translation>
    </message>
    <message>
        <source>a malformed integer at byte %1</source>
        <translation>第 %1 字节处的整数格式错误</translation>
    </message>
    <message>
        <source>DICT with an odd number of items at byte %1</source>
        <translation>第 %1 字节处的 DICT 项数为奇数</translation>
    </message>
    <message>
        <source>%1 (APPEND at byte %2)</source>
        <extracomment>%1 is why the item could not be added</extracomment>
        <translation>%1（第 %2 字节处的 APPEND）</translation>
    </message>
    <message>
        <source>%1 (SETITEM at byte %2)</source>
        <extracomment>%1 is why the item could not be set</extracomment>
        <translation>%1（第 %2 字节处的 SETITEM）</translation>
    </message>
    <message>
        <source>%1 with nothing to add to at byte %2</source>
        <extracomment>%1 is a pickle opcode&apos;s name (&quot;APPENDS&quot;)</extracomment>
        <translation>第 %2 字节处的 %1 没有可添加到的容器</translation>
    </message>
    <message>
        <source>SETITEMS with an odd number of items at byte %1</source>
        <translation>第 %1 字节处的 SETITEMS 项数为奇数</translation>
    </message>
    <message>
        <source>%1 (%2 at byte %3)</source>
        <extracomment>%1 is why the items could not be added, %2 a pickle opcode&apos;s name (&quot;APPENDS&quot;)</extracomment>
        <translation>%1（第 %3 字节处的 %2）</translation>
    </message>
    <message>
        <source>refused pickle opcode %1 (%2) at byte %3: it imports or calls Python code, which a PyTorch memory snapshot never contains; the file was not loaded</source>
        <extracomment>%1 is a pickle opcode&apos;s name (&quot;GLOBAL&quot;), %2 its byte (&quot;0x63&quot;)</extracomment>
        <translation>已拒绝第 %3 字节处的 pickle 操作码 %1（%2）：它会导入或调用 Python 代码，而 PyTorch 内存快照从不包含此类代码；未加载该文件</translation>
    </message>
    <message>
        <source>unsupported pickle opcode %1 (%2) at byte %3; PyTorch memory snapshots never use it</source>
        <extracomment>%1 is a pickle opcode&apos;s name (&quot;STRING&quot;), %2 its byte (&quot;0x53&quot;)</extracomment>
        <translation>第 %3 字节处的 pickle 操作码 %1（%2）不受支持；PyTorch 内存快照从不使用它</translation>
    </message>
    <message>
        <source>unknown pickle opcode %1 at byte %2 (corrupt file, or not a pickle)</source>
        <extracomment>%1 is the byte (&quot;0xff&quot;)</extracomment>
        <translation>第 %2 字节处有未知的 pickle 操作码 %1（文件已损坏，或不是 pickle）</translation>
    </message>
    <message>
        <source>cancelled</source>
        <extracomment>reading the file was cancelled</extracomment>
        <translation>已取消</translation>
    </message>
    <message>
        <source>the file ends at byte %1, inside the pickle (no STOP opcode)</source>
        <translation>文件在第 %1 字节处结束，此时仍在 pickle 内部（没有 STOP 操作码）</translation>
    </message>
</context>
<context>
    <name>ProbeQuery</name>
    <message>
        <source>%1 before the probe answered</source>
        <extracomment>%1: why the connection broke, as the system says it</extracomment>
        <translation>%1（在探针应答之前）</translation>
    </message>
    <message>
        <source>%1 while listing processes</source>
        <extracomment>%1: why the connection broke, as the system says it</extracomment>
        <translation>%1（在列出进程时）</translation>
    </message>
    <message>
        <source>the probe&apos;s answer to the handshake is invalid: %1</source>
        <translation>探针握手时的应答无效：%1</translation>
    </message>
    <message>
        <source>the probe&apos;s answer is invalid while listing processes: %1</source>
        <translation>列出进程时探针的应答无效：%1</translation>
    </message>
    <message>
        <source>the probe refused: %1</source>
        <translation>探针拒绝了请求：%1</translation>
    </message>
    <message>
        <source>the connection closed before the probe answered</source>
        <translation>探针应答之前连接已关闭</translation>
    </message>
    <message>
        <source>the connection closed while listing processes</source>
        <translation>列出进程时连接已关闭</translation>
    </message>
    <message>
        <source>stopped before the probe answered</source>
        <translation>探针应答之前已停止</translation>
    </message>
    <message>
        <source>stopped while listing processes</source>
        <translation>列出进程时已停止</translation>
    </message>
    <message>
        <source>no answer from the probe to the handshake</source>
        <translation>握手时探针一直没有应答</translation>
    </message>
    <message>
        <source>no answer from the probe while listing processes</source>
        <translation>列出进程时探针没有应答</translation>
    </message>
    <message>
        <source>cannot reach the probe: %1</source>
        <translation>无法连接到探针：%1</translation>
    </message>
    <message>
        <source>the probe answered the process list with another message</source>
        <translation>探针用其他消息回应了进程列表请求</translation>
    </message>
</context>
<context>
    <name>QCoreApplication</name>
    <message>
        <source>Add Note</source>
        <translation>添加备注</translation>
    </message>
    <message>
        <source>Edit Note</source>
        <translation>编辑备注</translation>
    </message>
    <message>
        <source>Delete Note</source>
        <translation>删除备注</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>The file is not a PyTorch memory snapshot.</source>
        <translation>该文件不是 PyTorch 内存快照。</translation>
    </message>
</context>
<context>
    <name>RangeLanes</name>
    <message>
        <source>NVTX ranges</source>
        <translation>NVTX 范围</translation>
    </message>
    <message>
        <source>Profiler ranges</source>
        <translation>分析器范围</translation>
    </message>
    <message>
        <source>%1 · level %2</source>
        <extracomment>%1 &quot;Profiler ranges&quot; or &quot;NVTX ranges&quot;, %2 a nesting level (2, 3, ...)</extracomment>
        <translation>%1 · 第 %2 层</translation>
    </message>
    <message>
        <source>%1 · pid %2</source>
        <extracomment>%1 &quot;Profiler ranges&quot; or &quot;NVTX ranges&quot; of a process id that several nodes have, %2 the id</extracomment>
        <translation>%1 · PID %2</translation>
    </message>
</context>
<context>
    <name>RankAnalysis</name>
    <message>
        <source>two GPUs claim rank %1</source>
        <extracomment>Why the ranks of a capture are not one job; %1 a rank number</extracomment>
        <translation>两个 GPU 都声称是 rank %1</translation>
    </message>
    <message>
        <source>two traces claim rank %1</source>
        <extracomment>Why the ranks of a capture are not one job; %1 a rank number</extracomment>
        <translation>两个跟踪都声称是 rank %1</translation>
    </message>
    <message>
        <source>their world sizes differ (%1)</source>
        <extracomment>Why the ranks of a capture are not one job; %1 their world sizes (&quot;2, 8&quot;)</extracomment>
        <translation>它们的 world size 不同（%1）</translation>
    </message>
</context>
<context>
    <name>RememberedTargets</name>
    <message>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Socket %1</source>
        <translation>套接字 %1</translation>
    </message>
</context>
<context>
    <name>ReviewExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>The whole capture</source>
        <translation>整个采集</translation>
    </message>
    <message>
        <source>The range</source>
        <translation>该范围</translation>
    </message>
    <message>
        <source>The timeline of the whole capture, with the notes.</source>
        <translation>整个采集的时间线，含备注。</translation>
    </message>
    <message>
        <source>The timeline from %1 to %2 after the capture began, with the notes.</source>
        <translation>采集开始后 %1 至 %2 的时间线，含备注。</translation>
    </message>
    <message>
        <source>Chain %1: %2</source>
        <translation>因果链 %1：%2</translation>
    </message>
    <message>
        <source>Chain %1 (%2): its %3 evidence events highlighted on the lanes they are on.</source>
        <translation>因果链 %1（%2）：其 %3 个证据事件在所在泳道上高亮显示。</translation>
    </message>
    <message>
        <source>%1 is the capture itself; choose another file.</source>
        <translation>%1 就是采集文件本身；请选择其他文件。</translation>
    </message>
    <message>
        <source>Review of %1</source>
        <translation>%1 的评审报告</translation>
    </message>
    <message>
        <source>Cannot lay out %1 as PDF.</source>
        <translation>无法将 %1 排版为 PDF。</translation>
    </message>
</context>
<context>
    <name>ReviewReport</name>
    <message>
        <source>Capture</source>
        <translation>采集</translation>
    </message>
    <message>
        <source>Recorded by</source>
        <translation>录制工具</translation>
    </message>
    <message>
        <source>%1 (%2 layout)</source>
        <translation>%1（%2 格式）</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>采集时间</translation>
    </message>
    <message>
        <source>%1 → %2 UTC (%3)</source>
        <translation>%1 → %2 UTC（%3）</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>the whole capture</source>
        <translation>整个采集</translation>
    </message>
    <message>
        <source>%1 to %2 after the capture began (%3), %4 → %5 UTC</source>
        <translation>采集开始后 %1 至 %2（%3），%4 → %5 UTC</translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>进程 %1</translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation>线程 %1</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>泳道</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>%1 in %2 processes</source>
        <translation>%2 个进程中共 %1 个</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>导出时间</translation>
    </message>
    <message>
        <source>%1 UTC%2</source>
        <translation>%1 UTC%2</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation>，由 %1 导出</translation>
    </message>
    <message>
        <source>detected at %1</source>
        <translation>检测于 %1</translation>
    </message>
    <message>
        <source>detected at %1 UTC</source>
        <translation>检测于 %1 UTC</translation>
    </message>
    <message>
        <source>%1 to %2 after the capture began</source>
        <translation>采集开始后 %1 至 %2</translation>
    </message>
    <message>
        <source>off-CPU</source>
        <translation>离开 CPU</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 / %2 (%3)</source>
        <translation>%1 / %2（%3）</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Review of %1</source>
        <translation>%1 的评审报告</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>进程</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Causal chains (%1)</source>
        <translation>因果链（%1）</translation>
    </message>
    <message>
        <source>No causal chain was found in this range.</source>
        <translation>此范围内未找到因果链。</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>进程</translation>
    </message>
    <message>
        <source>Root cause</source>
        <translation>根本原因</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>解释</translation>
    </message>
    <message>
        <source>Symptom</source>
        <translation>症状</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>于 %1</translation>
    </message>
    <message>
        <source>Evidence (the first %1 of %2 events)</source>
        <translation>证据（%2 个事件中的前 %1 个）</translation>
    </message>
    <message>
        <source>Evidence (%1 events)</source>
        <translation>证据（%1 个事件）</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <source>At</source>
        <translation>时刻</translation>
    </message>
    <message>
        <source>PID / TID</source>
        <translation>PID / TID</translation>
    </message>
    <message>
        <source>Source lines</source>
        <translation>源代码行</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>位于 %1</translation>
    </message>
    <message>
        <source>%1 of the evidence</source>
        <translation>占证据的 %1</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>修复建议</translation>
    </message>
    <message>
        <source>Op statistics</source>
        <translation>操作统计</translation>
    </message>
    <message>
        <source>No events in this range.</source>
        <translation>此范围内没有事件。</translation>
    </message>
    <message>
        <source>The %1 ops with the most total time, of %2.</source>
        <translation>%2 个操作中总时间最长的 %1 个。</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>Notes (%1)</source>
        <translation>备注（%1）</translation>
    </message>
    <message>
        <source>No notes in this range.</source>
        <translation>此范围内没有备注。</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>About</source>
        <translation>关联</translation>
    </message>
    <message>
        <source>chain %1</source>
        <translation>因果链 %1</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>事件 %1</translation>
    </message>
    <message>
        <source>Exported %1 UTC%2.</source>
        <translation>导出时间：%1 UTC%2。</translation>
    </message>
    <message>
        <source>GPU work</source>
        <translation>GPU 工作</translation>
    </message>
    <message>
        <source>%1 kernels, copies and other operations on the GPU&apos;s streams</source>
        <translation>GPU 各流上的 %1 个内核、复制及其他操作</translation>
    </message>
</context>
<context>
    <name>ShellWords</name>
    <message>
        <source>a backslash ends the command</source>
        <translation>命令以反斜杠结尾</translation>
    </message>
    <message>
        <source>a single quote is not closed</source>
        <translation>单引号未闭合</translation>
    </message>
    <message>
        <source>a double quote is not closed</source>
        <translation>双引号未闭合</translation>
    </message>
</context>
<context>
    <name>SnapshotBuilder</name>
    <message>
        <source>some strings were not valid UTF-8; invalid bytes were replaced by U+FFFD</source>
        <translation>部分字符串不是有效的 UTF-8；无效字节已替换为 U+FFFD</translation>
    </message>
    <message>
        <source>some integers do not fit 64 bits; they were saturated</source>
        <translation>部分整数超出 64 位范围；已截断为 64 位的最大值或最小值</translation>
    </message>
    <message>
        <source>a bytes value of %1 bytes was kept as its first %2 bytes</source>
        <translation>一个 %1 字节的 bytes 值仅保留了前 %2 字节</translation>
    </message>
    <message>
        <source>items appended to something that is not a list</source>
        <translation>向非列表的对象追加了元素</translation>
    </message>
    <message>
        <source>items set on something that is not a dict</source>
        <translation>对非字典的对象设置了条目</translation>
    </message>
    <message>
        <source>a segment without a list of blocks was kept without blocks</source>
        <translation>一个没有块列表的段已保留，但不含块</translation>
    </message>
    <message>
        <source>some entries of a segment&apos;s block list are not blocks; they were left out</source>
        <translation>某个段的块列表中有部分条目不是块；已省略</translation>
    </message>
    <message>
        <source>&apos;segments&apos; is not a list; ignored</source>
        <translation>&apos;segments&apos; 不是列表；已忽略</translation>
    </message>
    <message>
        <source>%1 entries of &apos;segments&apos; are not what the format expects; they were ignored</source>
        <translation>&apos;segments&apos; 中有 %1 个条目不符合格式要求；已忽略</translation>
    </message>
    <message>
        <source>&apos;host_segments&apos; is not a list; ignored</source>
        <translation>&apos;host_segments&apos; 不是列表；已忽略</translation>
    </message>
    <message>
        <source>%1 entries of &apos;host_segments&apos; are not what the format expects; they were ignored</source>
        <translation>&apos;host_segments&apos; 中有 %1 个条目不符合格式要求；已忽略</translation>
    </message>
    <message>
        <source>a device trace is not a list; ignored</source>
        <translation>某个设备跟踪不是列表；已忽略</translation>
    </message>
    <message>
        <source>%1 entries of a device trace are not what the format expects; they were ignored</source>
        <translation>某个设备跟踪中有 %1 个条目不符合格式要求；已忽略</translation>
    </message>
    <message>
        <source>&apos;device_traces&apos; is not a list of lists; the trace was ignored</source>
        <translation>&apos;device_traces&apos; 不是由列表组成的列表；已忽略该跟踪</translation>
    </message>
    <message>
        <source>&apos;host_traces&apos; is not a list; ignored</source>
        <translation>&apos;host_traces&apos; 不是列表；已忽略</translation>
    </message>
    <message>
        <source>%1 entries of &apos;host_traces&apos; are not what the format expects; they were ignored</source>
        <translation>&apos;host_traces&apos; 中有 %1 个条目不符合格式要求；已忽略</translation>
    </message>
    <message>
        <source>%1 entries of the top-level list are not what the format expects; they were ignored</source>
        <translation>顶层列表中有 %1 个条目不符合格式要求；已忽略</translation>
    </message>
    <message>
        <source>the file holds a single value, not a snapshot (a dict with &apos;segments&apos; or a list of segments)</source>
        <translation>文件只包含单个值，不是快照（快照应为含 &apos;segments&apos; 的字典或段列表）</translation>
    </message>
    <message>
        <source>%1 fields had an unexpected type or were missing; they were kept as extra fields</source>
        <translation>%1 个字段类型不符合预期或缺失；已作为额外字段保留</translation>
    </message>
    <message>
        <source>%1 records that the file ended inside were left out</source>
        <translation>文件在 %1 条记录的中途结束，这些记录已省略</translation>
    </message>
</context>
<context>
    <name>SnapshotChangesModel</name>
    <message>
        <source>Allocation site</source>
        <translation>分配位置</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>块大小</translation>
    </message>
    <message>
        <source>Allocated in A</source>
        <translation>A 中已分配</translation>
    </message>
    <message>
        <source>Allocated in B</source>
        <translation>B 中已分配</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Blocks in A</source>
        <translation>A 中块数</translation>
    </message>
    <message>
        <source>Blocks in B</source>
        <translation>B 中块数</translation>
    </message>
    <message>
        <source>(no frames)</source>
        <translation>（无帧）</translation>
    </message>
</context>
<context>
    <name>SnapshotDiff</name>
    <message>
        <source>(no frames)</source>
        <extracomment>the site of blocks whose allocation recorded no stack</extracomment>
        <translation>（无帧）</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>a range of block sizes, [%1, %2)</extracomment>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>No change: A and B hold the same memory on every device, allocated by the same sites in blocks of the same sizes.</source>
        <translation>无变化：A 和 B 在每个设备上持有相同的内存，由相同的分配位置以相同大小的块分配。</translation>
    </message>
    <message>
        <source>B allocates %1 less at its peak (%2)</source>
        <extracomment>%1 is an amount of memory (1.20 GiB), %2 the change in percent (−18 %)</extracomment>
        <translation>B 在峰值时少分配 %1（%2）</translation>
    </message>
    <message>
        <source>B allocates %1 more at its peak</source>
        <translation>B 在峰值时多分配 %1</translation>
    </message>
    <message>
        <source>B allocates %1 more at its peak (%2)</source>
        <translation>B 在峰值时多分配 %1（%2）</translation>
    </message>
    <message>
        <source>B&apos;s peak is the same as A&apos;s (%1)</source>
        <extracomment>%1 is an amount of memory</extracomment>
        <translation>B 的峰值与 A 相同（%1）</translation>
    </message>
    <message>
        <source>allocated at the snapshot went from %1 to %2 (%3)</source>
        <extracomment>%1 and %2 are amounts of memory, %3 their difference</extracomment>
        <translation>快照时的已分配内存从 %1 变为 %2（%3）</translation>
    </message>
    <message>
        <source>blocks allocated without frames</source>
        <translation>分配时未记录帧的块</translation>
    </message>
    <message>
        <source>the largest change is %1, new in B (%2)</source>
        <extracomment>%1 is a source line and function, %2 the bytes it allocates in B</extracomment>
        <translation>最大的变化是 %1，为 B 中新增（%2）</translation>
    </message>
    <message>
        <source>the largest change is %1, gone in B (%2)</source>
        <translation>最大的变化是 %1，在 B 中已消失（%2）</translation>
    </message>
    <message>
        <source>most at %1 (%2)</source>
        <extracomment>%1 is a source line and function, %2 its change in bytes</extracomment>
        <translation>主要在 %1（%2）</translation>
    </message>
    <message>
        <source>the largest change by site is at %1 (%2)</source>
        <translation>按分配位置的最大变化在 %1（%2）</translation>
    </message>
    <message>
        <source>fragmentation fell from %1 to %2</source>
        <translation>碎片化从 %1 降至 %2</translation>
    </message>
    <message>
        <source>fragmentation rose from %1 to %2</source>
        <translation>碎片化从 %1 升至 %2</translation>
    </message>
    <message>
        <source>reserved went from %1 to %2</source>
        <translation>保留内存从 %1 变为 %2</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B：%1</translation>
    </message>
    <message>
        <source>Device %1</source>
        <translation>设备 %1</translation>
    </message>
    <message>
        <source>change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>allocated</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>active</source>
        <translation>活跃</translation>
    </message>
    <message>
        <source>peak</source>
        <extracomment>the most active memory at any point of the recorded trace</extracomment>
        <translation>峰值</translation>
    </message>
    <message>
        <source>largest free block</source>
        <translation>最大空闲块</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>碎片化</translation>
    </message>
    <message>
        <source>%1 points</source>
        <extracomment>a change of a percentage, in percentage points</extracomment>
        <translation>%1 个百分点</translation>
    </message>
    <message>
        <source>segments</source>
        <translation>段</translation>
    </message>
    <message>
        <source>(no change)</source>
        <translation>（无变化）</translation>
    </message>
    <message>
        <source>where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>[new]</source>
        <extracomment>a site or size class that allocates only in B</extracomment>
        <translation>[新增]</translation>
    </message>
    <message>
        <source>[gone]</source>
        <extracomment>a site or size class that allocates only in A</extracomment>
        <translation>[消失]</translation>
    </message>
    <message>
        <source>... %1 more (see --json)</source>
        <translation>... 另有 %1 项（见 --json）</translation>
    </message>
    <message>
        <source>Allocated bytes by allocation site, largest change first</source>
        <translation>按分配位置统计的已分配字节，变化最大的在前</translation>
    </message>
    <message>
        <source>Allocated bytes by block size, largest change first</source>
        <extracomment>size classes are power-of-two ranges of block sizes</extracomment>
        <translation>按块大小统计的已分配字节，变化最大的在前</translation>
    </message>
</context>
<context>
    <name>SnapshotReader</name>
    <message>
        <source>an HTML file without the &apos;local_files&apos; data that torch.cuda._memory_viz embeds</source>
        <translation>HTML 文件中没有 torch.cuda._memory_viz 嵌入的 &apos;local_files&apos; 数据</translation>
    </message>
    <message>
        <source>the HTML&apos;s &apos;local_files&apos; holds no base64 data</source>
        <translation>HTML 的 &apos;local_files&apos; 中没有 base64 数据</translation>
    </message>
    <message>
        <source>the HTML&apos;s base64 field is not a string</source>
        <translation>HTML 的 base64 字段不是字符串</translation>
    </message>
    <message>
        <source>the HTML&apos;s base64 data has a character that is not base64</source>
        <translation>HTML 的 base64 数据中含有非 base64 字符</translation>
    </message>
    <message>
        <source>the HTML&apos;s base64 data is cut off</source>
        <translation>HTML 的 base64 数据被截断</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>this is a Git LFS pointer, not the snapshot itself (run &apos;git lfs pull&apos; to fetch the file)</source>
        <translation>这是 Git LFS 指针，而不是快照本身（运行 &apos;git lfs pull&apos; 获取该文件）</translation>
    </message>
    <message>
        <source>not a PyTorch memory snapshot: expected a pickle (first byte 0x80), JSON, or the HTML that torch.cuda._memory_viz writes; the file starts with %1</source>
        <extracomment>%1 is the file&apos;s first bytes in hex (&quot;68 65 6c 6c&quot;)</extracomment>
        <translation>不是 PyTorch 内存快照：应为 pickle（首字节 0x80）、JSON 或 torch.cuda._memory_viz 写出的 HTML；文件开头为 %1</translation>
    </message>
    <message>
        <source>the HTML page embeds %1 files; only the first was read</source>
        <translation>HTML 页面嵌入了 %1 个文件；只读取了第一个</translation>
    </message>
    <message>
        <source>the HTML&apos;s embedded data is neither a pickle nor JSON (it starts with %1)</source>
        <extracomment>%1 is the embedded data&apos;s first bytes in hex (&quot;68 65 6c 6c&quot;)</extracomment>
        <translation>HTML 嵌入的数据既不是 pickle 也不是 JSON（开头为 %1）</translation>
    </message>
    <message>
        <source>the pickle holds no value</source>
        <translation>pickle 中没有值</translation>
    </message>
    <message>
        <source>pickle protocol %1 is newer than 5; read anyway</source>
        <translation>pickle 协议 %1 高于 5；仍照常读取</translation>
    </message>
    <message>
        <source>%1 bytes after the end of the pickle were ignored</source>
        <translation>已忽略 pickle 结尾之后的 %1 字节</translation>
    </message>
    <message>
        <source>the JSON document holds no value</source>
        <translation>JSON 文档中没有值</translation>
    </message>
    <message>
        <source>%1 bytes after the end of the JSON document were ignored</source>
        <translation>已忽略 JSON 文档结尾之后的 %1 字节</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>%1 is why the file was read only in part, %2 why no snapshot came out of that part</extracomment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>%1; kept what was complete before that: %2 segments and %3 trace entries</source>
        <extracomment>%1 is why the file was read only in part</extracomment>
        <translation>%1；已保留此前完整的部分：%2 个段和 %3 个跟踪条目</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <extracomment>%1 is the file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 changed while it was read: it is shorter than when it was opened</source>
        <extracomment>%1 is the file&apos;s path</extracomment>
        <translation>%1 在读取时被更改：它比打开时更短</translation>
    </message>
</context>
<context>
    <name>SnapshotReport</name>
    <message>
        <source>(%1 bytes)</source>
        <extracomment>the exact figure after a rounded one (12.50 MiB)</extracomment>
        <translation>（%1 字节）</translation>
    </message>
    <message>
        <source>(bytes)</source>
        <extracomment>in place of the file name when the snapshot was read from memory</extracomment>
        <translation>（内存中的数据）</translation>
    </message>
    <message>
        <source>SNAPSHOT %1</source>
        <translation>快照 %1</translation>
    </message>
    <message>
        <source>memory_viz HTML (pickle protocol %1 inside)</source>
        <translation>memory_viz HTML（内含 pickle 协议 %1）</translation>
    </message>
    <message>
        <source>%1 protocol %2</source>
        <extracomment>%1 is the format (pickle), %2 the pickle protocol&apos;s number</extracomment>
        <translation>%1 协议 %2</translation>
    </message>
    <message>
        <source>a bare list of segments</source>
        <translation>纯段列表</translation>
    </message>
    <message>
        <source>TRUNCATED (partial result)</source>
        <translation>已截断（部分结果）</translation>
    </message>
    <message>
        <source>%1 segments, %2 blocks, %3 trace entries, %4 distinct frames</source>
        <translation>%1 个段，%2 个块，%3 个跟踪条目，%4 个不同的帧</translation>
    </message>
    <message>
        <source>No device segments: the snapshot holds no allocator state.</source>
        <translation>没有设备段：快照中不含分配器状态。</translation>
    </message>
    <message>
        <source>Device %1</source>
        <translation>设备 %1</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>allocated</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>requested</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>internal waste (rounding)</source>
        <translation>内部浪费（取整）</translation>
    </message>
    <message>
        <source>pending free (other streams)</source>
        <translation>待释放（其他流）</translation>
    </message>
    <message>
        <source>inactive (cached free)</source>
        <translation>非活动（已缓存空闲）</translation>
    </message>
    <message>
        <source>in split segments (non-releasable)</source>
        <translation>位于已切分的段中（不可释放）</translation>
    </message>
    <message>
        <source>releasable by empty_cache</source>
        <translation>可由 empty_cache 释放</translation>
    </message>
    <message>
        <source>largest free block</source>
        <translation>最大空闲块</translation>
    </message>
    <message>
        <source>external fragmentation ratio</source>
        <translation>外部碎片率</translation>
    </message>
    <message>
        <source>MemoryViz sum(gap^2)/reserved^2</source>
        <extracomment>the fragmentation figure of PyTorch&apos;s memory_viz: the sum of squared free gaps over reserved bytes squared</extracomment>
        <translation>MemoryViz 指标 sum(gap^2)/reserved^2</translation>
    </message>
    <message>
        <source>segments</source>
        <translation>段</translation>
    </message>
    <message>
        <source>%1 (%2 expandable, %3 small pool)</source>
        <translation>%1（可扩展 %2，小内存池 %3）</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>块</translation>
    </message>
    <message>
        <source>%1 (%2 allocated, %3 free)</source>
        <translation>%1（已分配 %2，空闲 %3）</translation>
    </message>
    <message>
        <source>Trace of device %1: %2 entries (%3)</source>
        <extracomment>%3 lists the entries&apos; actions with their counts (alloc 12, free_requested 10 ...)</extracomment>
        <translation>设备 %1 的跟踪：%2 个条目（%3）</translation>
    </message>
    <message>
        <source>from %1 to %2 us (%3 s)</source>
        <extracomment>%1 and %2 are the first and last entry&apos;s times in microseconds, %3 the seconds between them</extracomment>
        <translation>从 %1 到 %2 us（%3 s）</translation>
    </message>
    <message>
        <source>replay found contradictions: %1</source>
        <translation>回放发现矛盾：%1</translation>
    </message>
    <message>
        <source>OOM on device %1 at trace entry %2: %3</source>
        <extracomment>%3 is the cause&apos;s name (exhaustion, fragmentation ...)</extracomment>
        <translation>设备 %1 在跟踪条目 %2 处 OOM：%3</translation>
    </message>
    <message>
        <source>OOM on device %1 at trace entry %2: %3 (%4)</source>
        <extracomment>%3 is the cause&apos;s name (held_elsewhere ...), %4 what holds the memory (private pools ...)</extracomment>
        <translation>设备 %1 在跟踪条目 %2 处 OOM：%3（%4）</translation>
    </message>
    <message>
        <source>What to do:</source>
        <translation>处理建议：</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>警告：</translation>
    </message>
</context>
<context>
    <name>SourceResolver</name>
    <message>
        <source>file is larger than 32 MiB</source>
        <translation>文件大于 32 MiB</translation>
    </message>
    <message>
        <source>not a text file</source>
        <translation>不是文本文件</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>空文件</translation>
    </message>
    <message>
        <source>Vim (in a terminal)</source>
        <translation>Vim（在终端中）</translation>
    </message>
</context>
<context>
    <name>SqlSnippets</name>
    <message>
        <source>cudaMalloc latency in 30 s windows</source>
        <translation>以 30 s 为窗口的 cudaMalloc 延迟</translation>
    </message>
    <message>
        <source>Does cudaMalloc get slower as the run goes on (a fragmenting pool)?</source>
        <translation>cudaMalloc 是否随着运行而变慢（内存池在碎片化）？</translation>
    </message>
    <message>
        <source>sched_switch per process, with off-CPU time</source>
        <translation>每个进程的 sched_switch 及离开 CPU 时间</translation>
    </message>
    <message>
        <source>Who is switched out, how often and for how long (pid = tid of the resuming thread).</source>
        <translation>谁被切换出去、多频繁、持续多久（pid = 恢复运行的线程的 tid）。</translation>
    </message>
    <message>
        <source>malloc/free balance per minute</source>
        <translation>每分钟的 malloc/free 差额</translation>
    </message>
    <message>
        <source>More allocations than frees minute after minute: a leak, or a cache that only grows.</source>
        <translation>每分钟分配都多于释放：存在泄漏，或缓存只增不减。</translation>
    </message>
    <message>
        <source>Slowest calls with their stacks</source>
        <translation>最慢的调用及其调用栈</translation>
    </message>
    <message>
        <source>The stack of each slow CUDA call, from stack_traces (Python and native frames).</source>
        <translation>每个慢速 CUDA 调用的调用栈，取自 stack_traces（Python 帧和原生帧）。</translation>
    </message>
    <message>
        <source>Events around the worst stall (±50 ms)</source>
        <translation>最严重停顿前后的事件（±50 ms）</translation>
    </message>
    <message>
        <source>Everything that happened around the longest CUDA call; edit the anchor to look elsewhere.</source>
        <translation>最长 CUDA 调用前后发生的所有事件；修改 anchor 可查看其他位置。</translation>
    </message>
    <message>
        <source>Worst stalls</source>
        <translation>最严重的停顿</translation>
    </message>
    <message>
        <source>The longest synchronisations and blocking calls.</source>
        <translation>耗时最长的同步和阻塞调用。</translation>
    </message>
    <message>
        <source>Calls per op with latency percentiles</source>
        <translation>每个操作的调用次数及延迟百分位数</translation>
    </message>
    <message>
        <source>Count, total and p50/p99 per op (nearest rank), like the Summary view.</source>
        <translation>每个操作的次数、总计和 p50/p99（最近秩），与“概览”视图相同。</translation>
    </message>
</context>
<context>
    <name>StatsReport</name>
    <message>
        <source>Capture:</source>
        <translation>采集：</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Span:</source>
        <translation>时长：</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>事件：</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>线程：</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>机器：</translation>
    </message>
    <message>
        <source>Drops:</source>
        <translation>丢失：</translation>
    </message>
    <message>
        <source>Problem:</source>
        <translation>问题：</translation>
    </message>
    <message>
        <source>%1 (user_version %2, schema %3), written by %4</source>
        <extracomment>after &quot;Format:&quot;; %1 is the layout, %3 the schema version, %4 the tool that wrote it</extracomment>
        <translation>%1（user_version %2，架构 %3），由 %4 写入</translation>
    </message>
    <message>
        <source>%1 stored of %2 seen (sampled: percentiles are over stored rows)</source>
        <extracomment>after &quot;Events:&quot;</extracomment>
        <translation>已存储 %1 个，共观测到 %2 个（采样：百分位数基于已存储的行计算）</translation>
    </message>
    <message>
        <source>%1 stored</source>
        <extracomment>after &quot;Events:&quot;</extracomment>
        <translation>已存储 %1 个</translation>
    </message>
    <message>
        <source>%1 in %2 processes, %3 stacks, %4 stored chains</source>
        <extracomment>after &quot;Threads:&quot;; %1 threads in %2 processes</extracomment>
        <translation>%2 个进程中共 %1 个，%3 个调用栈，已存储 %4 条因果链</translation>
    </message>
    <message>
        <source>%1 | %2 (%3 cores) | %4 | kernel %5</source>
        <extracomment>after &quot;Machine:&quot;; GPU | CPU (%3 cores) | operating system | kernel version</extracomment>
        <translation>%1 | %2（%3 核） | %4 | 内核 %5</translation>
    </message>
    <message>
        <source>source</source>
        <extracomment>column heading, at most 8 characters: CUDA, HOST or DRIVER below it</extracomment>
        <translation>来源</translation>
    </message>
    <message>
        <source>op</source>
        <extracomment>column heading, at most 22 characters: the operation (cudaMalloc ...)</extracomment>
        <translation>操作</translation>
    </message>
    <message>
        <source>count</source>
        <extracomment>column heading, at most 12 characters</extracomment>
        <translation>次数</translation>
    </message>
    <message>
        <source>max</source>
        <extracomment>column heading, at most 11 characters: the longest call</extracomment>
        <translation>最大值</translation>
    </message>
    <message>
        <source>bytes</source>
        <extracomment>column heading, at most 11 characters: the bytes the calls asked for</extracomment>
        <translation>字节</translation>
    </message>
    <message>
        <source>the tracer saw more events of this op than the capture stored</source>
        <translation>跟踪器观测到的此操作事件多于采集存储的事件</translation>
    </message>
    <message>
        <source>not recorded by this capture</source>
        <extracomment>after &quot;Drops:&quot;</extracomment>
        <translation>此采集未记录</translation>
    </message>
    <message>
        <source>%1 dropped of %2 seen</source>
        <extracomment>after &quot;Drops:&quot;</extracomment>
        <translation>观测到 %2 个，丢失 %1 个</translation>
    </message>
    <message>
        <source>%1 seen %2, stored %3, dropped %4</source>
        <extracomment>%1 is CUDA, HOST or DRIVER</extracomment>
        <translation>%1 观测 %2，存储 %3，丢失 %4</translation>
    </message>
    <message>
        <source>Graphs:</source>
        <translation>图:</translation>
    </message>
    <message>
        <source>%1 of %2 launches are CUDA graph replays (%3)</source>
        <extracomment>after &quot;Graphs:&quot;; %1 and %2 counts, %3 a percentage</extracomment>
        <translation>%2 次启动中有 %1 次是 CUDA 图重放（%3）</translation>
    </message>
    <message>
        <source>; the GPU work is mostly graphs, whose kernels are not seen one by one: each replay counts as the step it runs</source>
        <extracomment>appended after the graph replays line; mind the leading separator</extracomment>
        <translation>；GPU 工作主要是图，其内核无法逐个看到：每次重放计为它所运行的一步</translation>
    </message>
    <message>
        <source>%1 more launches were counted, not stored (%2 launches in all; the probe recorded with --launches counted)</source>
        <extracomment>under &quot;Events:&quot;; %1 and %2 are counts</extracomment>
        <translation>另有 %1 次启动只计数、未存储 (共 %2 次启动；探针以 --launches counted 录制)</translation>
    </message>
</context>
<context>
    <name>TimelineImage</name>
    <message>
        <source>Capture</source>
        <translation>采集</translation>
    </message>
    <message>
        <source>Nodes %1</source>
        <translation>节点 %1</translation>
    </message>
    <message>
        <source>Host %1</source>
        <translation>主机 %1</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1 → %2 UTC</source>
        <translation>%1 → %2 UTC</translation>
    </message>
    <message>
        <source>%1 · %2, the whole capture</source>
        <translation>%1 · %2，整个采集</translation>
    </message>
    <message>
        <source>%1 · %2, from %3 to %4 after the capture began</source>
        <translation>%1 · %2，采集开始后 %3 至 %4</translation>
    </message>
    <message>
        <source>All %1 lanes</source>
        <translation>全部 %1 条泳道</translation>
    </message>
    <message>
        <source>%1 of %2 lanes</source>
        <translation>%2 条泳道中的 %1 条</translation>
    </message>
    <message>
        <source> · the chain&apos;s evidence highlighted (%1 events)</source>
        <translation> · 高亮显示因果链的证据（%1 个事件）</translation>
    </message>
    <message numerus="yes">
        <source> · %n note(s)</source>
        <translation>
            <numerusform> · %n 条备注</numerusform>
        </translation>
    </message>
    <message>
        <source> · exported %1 UTC by Faultline %2</source>
        <translation> · 由 Faultline %2 于 %1 UTC 导出</translation>
    </message>
    <message>
        <source>No lanes to show: the selection matches none of the capture&apos;s lanes.</source>
        <translation>没有可显示的泳道：所选内容与采集中的任何泳道都不匹配。</translation>
    </message>
    <message numerus="yes">
        <source>%n more row(s) left out to keep the picture readable: choose fewer lanes.</source>
        <translation>
            <numerusform>为保持图片可读，省略了另外 %n 行：请选择更少的泳道。</numerusform>
        </translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>and %n more note(s) in this range</source>
        <translation>
            <numerusform>以及此范围内另外 %n 条备注</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 shown</source>
        <translation>显示 %1</translation>
    </message>
</context>
<context>
    <name>TracedMemory</name>
    <message>
        <source>1 traced allocation without an address (%1, driver calls or a tracer that records no pointer) is not shown</source>
        <translation>未显示 1 次没有地址的已跟踪分配（%1，来自驱动程序调用，或来自不记录指针的跟踪器）</translation>
    </message>
    <message>
        <source>%1 traced allocations without an address (%2, driver calls or a tracer that records no pointer) are not shown</source>
        <translation>未显示 %1 次没有地址的已跟踪分配（%2，来自驱动程序调用，或来自不记录指针的跟踪器）</translation>
    </message>
    <message>
        <source>1 free of an address no traced allocation returned (allocated before the capture or not recorded)</source>
        <translation>1 次释放的地址不是任何已跟踪分配返回的（在采集开始前分配，或未被记录）</translation>
    </message>
    <message>
        <source>%1 frees of an address no traced allocation returned (allocated before the capture or not recorded)</source>
        <translation>%1 次释放的地址不是任何已跟踪分配返回的（在采集开始前分配，或未被记录）</translation>
    </message>
    <message>
        <source>1 allocation was overlapped by a later one without a traced free: shown freed just before it</source>
        <translation>1 次分配与之后的一次分配地址重叠，且其间没有已跟踪的释放：显示为在后者之前刚刚释放</translation>
    </message>
    <message>
        <source>%1 allocations were overlapped by a later one without a traced free: shown freed just before it</source>
        <translation>%1 次分配与之后的分配地址重叠，且其间没有已跟踪的释放：显示为在后者之前刚刚释放</translation>
    </message>
    <message>
        <source>1 failed call skipped</source>
        <translation>跳过了 1 次失败的调用</translation>
    </message>
    <message>
        <source>%1 failed calls skipped</source>
        <translation>跳过了 %1 次失败的调用</translation>
    </message>
    <message>
        <source>1 allocation or free call seen by the tracer but not stored: the history misses it</source>
        <translation>跟踪器观测到 1 次分配或释放调用但未存储：历史中缺少该调用</translation>
    </message>
    <message>
        <source>%1 allocation or free calls seen by the tracer but not stored: the history misses them</source>
        <translation>跟踪器观测到 %1 次分配或释放调用但未存储：历史中缺少这些调用</translation>
    </message>
    <message>
        <source>traced allocations of pid %1</source>
        <translation>PID %1 的已跟踪分配</translation>
    </message>
    <message>
        <source>No traced allocations with addresses: the capture has no successful cudaMalloc or cuMemAlloc calls.</source>
        <translation>没有带地址的已跟踪分配：采集中没有成功的 cudaMalloc 或 cuMemAlloc 调用。</translation>
    </message>
    <message>
        <source>1 allocation (%1) without a returned pointer (driver calls, or a tracer that does not record it)</source>
        <translation>1 次分配（%1）没有返回指针（驱动程序调用，或跟踪器不记录指针）</translation>
    </message>
    <message>
        <source>%1 allocations (%2) without a returned pointer (driver calls, or a tracer that does not record it)</source>
        <translation>%1 次分配（%2）没有返回指针（驱动程序调用，或跟踪器不记录指针）</translation>
    </message>
    <message>
        <source>1 free of addresses no traced allocation returned</source>
        <translation>1 次释放的地址不是任何已跟踪分配返回的</translation>
    </message>
    <message>
        <source>%1 frees of addresses no traced allocation returned</source>
        <translation>%1 次释放的地址不是任何已跟踪分配返回的</translation>
    </message>
    <message>
        <source>1 failed call</source>
        <translation>1 次失败的调用</translation>
    </message>
    <message>
        <source>%1 failed calls</source>
        <translation>%1 次失败的调用</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>joins two items of a list of what the capture holds instead of addressed allocations</extracomment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>No traced allocations with addresses: %1.</source>
        <extracomment>%1 is a list of what the capture holds instead, such as &quot;3 failed calls&quot;</extracomment>
        <translation>没有带地址的已跟踪分配：%1。</translation>
    </message>
    <message>
        <source>pid %1</source>
        <translation>PID %1</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1（PID %2）</translation>
    </message>
    <message>
        <source>pid %1 on %2</source>
        <extracomment>%2 is the node (machine) the process ran on</extracomment>
        <translation>%2 上的 PID %1</translation>
    </message>
    <message>
        <source>%1 (pid %2) on %3</source>
        <extracomment>%1 is the process&apos;s name, %3 the node (machine) it ran on</extracomment>
        <translation>%3 上的 %1（PID %2）</translation>
    </message>
    <message>
        <source>1 tensor lies in memory reserved before the capture began (no traced segment holds it): shown in a segment of its own</source>
        <translation>1 个张量位于记录开始前保留的内存中（没有记录到的段包含它）：显示为单独的段</translation>
    </message>
    <message>
        <source>%1 tensors lie in memory reserved before the capture began (no traced segment holds them): each is shown in a segment of its own</source>
        <translation>%1 个张量位于记录开始前保留的内存中（没有记录到的段包含它们）：每个显示为单独的段</translation>
    </message>
</context>
<context>
    <name>TransportErrorText</name>
    <message>
        <source>on %1</source>
        <translation>在 %1 上</translation>
    </message>
    <message>
        <source>on this machine</source>
        <translation>在本机上</translation>
    </message>
    <message>
        <source>A program the connection needs is not installed here.</source>
        <translation>连接所需的程序未在此处安装。</translation>
    </message>
    <message>
        <source>Install it (ssh: openssh-client; sudo; pkexec: polkit), or choose another way to connect.</source>
        <translation>请安装它（ssh：openssh-client；sudo；pkexec：polkit），或选择其他连接方式。</translation>
    </message>
    <message>
        <source>ssh could not connect to %1.</source>
        <translation>ssh 无法连接到 %1。</translation>
    </message>
    <message>
        <source>Check the host name, port, user and key. The app runs ssh in batch mode: it cannot answer password or host-key prompts, so log in once from a terminal (ssh %1) and use a key or an agent.</source>
        <translation>请检查主机名、端口、用户和密钥。应用以批处理模式运行 ssh：无法响应密码或主机密钥提示，因此请先在终端中登录一次（ssh %1），并使用密钥或代理。</translation>
    </message>
    <message>
        <source>sudo wants a password %1.</source>
        <translation>%1，sudo 需要密码。</translation>
    </message>
    <message>
        <source>The app cannot type a password. Allow the probe without one, for example with this sudoers rule (visudo -f /etc/sudoers.d/faultline):
%faultline ALL=(root) NOPASSWD: %1 serve --stdio</source>
        <translation>应用无法输入密码。请允许无需密码运行探针，例如使用以下 sudoers 规则（visudo -f /etc/sudoers.d/faultline）：
%faultline ALL=(root) NOPASSWD: %1 serve --stdio</translation>
    </message>
    <message>
        <source>sudo does not let this user run the probe %1.</source>
        <translation>%1，sudo 不允许此用户运行探针。</translation>
    </message>
    <message>
        <source>Ask the node&apos;s administrator for a sudoers rule for %1, or turn off &quot;Use sudo&quot; if the probe has its capabilities (setcap).</source>
        <translation>请向节点管理员申请针对 %1 的 sudoers 规则；若探针已有所需权能（setcap），请关闭“使用 sudo”。</translation>
    </message>
    <message>
        <source>pkexec did not authorise the probe.</source>
        <translation>pkexec 未授权探针。</translation>
    </message>
    <message>
        <source>Authenticate in the dialog pkexec shows, or use sudo instead.</source>
        <translation>请在 pkexec 显示的对话框中进行身份验证，或改用 sudo。</translation>
    </message>
    <message>
        <source>faultline-probe was not found at “%1” %2.</source>
        <translation>%2，未在“%1”找到 faultline-probe。</translation>
    </message>
    <message>
        <source>Install faultline-probe on the node, or enter its full path under Helper path.</source>
        <translation>请在节点上安装 faultline-probe，或在“辅助程序路径”中输入其完整路径。</translation>
    </message>
    <message>
        <source>Install faultline-probe, or enter its full path.</source>
        <translation>请安装 faultline-probe，或输入其完整路径。</translation>
    </message>
    <message>
        <source>The probe %1 speaks another protocol version than this Faultline.</source>
        <translation>%1，探针使用的协议版本与此 Faultline 不同。</translation>
    </message>
    <message>
        <source>Install the same Faultline release on both ends (faultline-probe --version shows the probe&apos;s).</source>
        <translation>请在两端安装相同的 Faultline 版本（faultline-probe --version 显示探针的版本）。</translation>
    </message>
    <message>
        <source>The probe cannot trace %1: no BPF there, or no privileges for it.</source>
        <translation>%1，探针无法进行跟踪：那里没有 BPF，或没有相应权限。</translation>
    </message>
    <message>
        <source>Run the probe as root (sudo) or with CAP_BPF and CAP_PERFMON; &apos;faultline-probe check&apos; on the node says what is missing.</source>
        <translation>请以 root（sudo）或带 CAP_BPF 和 CAP_PERFMON 运行探针；在节点上运行 &apos;faultline-probe check&apos; 可查看缺少什么。</translation>
    </message>
    <message>
        <source>The probe refused.</source>
        <translation>探针拒绝了请求。</translation>
    </message>
    <message>
        <source>Only members of the socket&apos;s group may connect; ask for membership, then log in again.</source>
        <translation>只有该套接字所属组的成员才能连接；请申请加入该组，然后重新登录。</translation>
    </message>
    <message>
        <source>By default the probe traces only your own processes; /etc/faultline/probe.conf on the node may allow more.</source>
        <translation>默认情况下探针只跟踪你自己的进程；节点上的 /etc/faultline/probe.conf 可允许更多。</translation>
    </message>
    <message>
        <source>The probe cannot do this.</source>
        <translation>探针无法执行此操作。</translation>
    </message>
    <message>
        <source>See the probe&apos;s message below. A replay streams its whole capture; an older probe may not stream live captures yet.</source>
        <translation>请查看下方探针的消息。回放会传输整个采集；较旧的探针可能尚不支持传输实时采集。</translation>
    </message>
    <message>
        <source>No probe listens at %1.</source>
        <translation>%1 上没有探针在监听。</translation>
    </message>
    <message>
        <source>Start one with: sudo faultline-probe serve --unix %1</source>
        <translation>使用以下命令启动一个：sudo faultline-probe serve --unix %1</translation>
    </message>
    <message>
        <source>The connection closed before the probe said why.</source>
        <translation>在探针说明原因之前连接已关闭。</translation>
    </message>
    <message>
        <source>The output of the transport command, if any, is below.</source>
        <translation>传输命令的输出（如有）显示在下方。</translation>
    </message>
    <message>
        <source>The probe could not be reached.</source>
        <translation>无法连接到探针。</translation>
    </message>
    <message>
        <source>It said: %1</source>
        <translation>它说：%1</translation>
    </message>
</context>
<context>
    <name>TransportProcess</name>
    <message>
        <source>no transport command</source>
        <translation>没有传输命令</translation>
    </message>
    <message>
        <source>cannot run %1: %2</source>
        <translation>无法运行 %1：%2</translation>
    </message>
    <message>
        <source>%1 exited with status %2</source>
        <translation>%1 已退出，状态码 %2</translation>
    </message>
    <message>
        <source>%1 was killed by signal %2</source>
        <translation>%1 被信号 %2 终止</translation>
    </message>
</context>
<context>
    <name>UnixSocketTransport</name>
    <message>
        <source>cannot connect to %1: the socket path is empty or too long</source>
        <translation>无法连接到 %1：套接字路径为空或过长</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>无法连接到 %1：%2</translation>
    </message>
</context>
<context>
    <name>faultline::AreaAggregationModel</name>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
</context>
<context>
    <name>faultline::AttachDialog</name>
    <message>
        <source>Starting the transport…</source>
        <translation>正在启动传输…</translation>
    </message>
    <message>
        <source>Waiting for the probe&apos;s handshake…</source>
        <translation>正在等待探针握手…</translation>
    </message>
    <message>
        <source>Listing processes…</source>
        <translation>正在列出进程…</translation>
    </message>
    <message>
        <source>Attach to a Probe</source>
        <translation>连接到探针</translation>
    </message>
    <message>
        <source>Targets connected to before, most recent first</source>
        <translation>以前连接过的目标，最近的在前</translation>
    </message>
    <message>
        <source>&amp;Recent:</source>
        <translation>最近(&amp;R)：</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>本机</translation>
    </message>
    <message>
        <source>Remote node over SSH</source>
        <translation>通过 SSH 的远程节点</translation>
    </message>
    <message>
        <source>Unix socket (a running probe)</source>
        <translation>Unix 套接字（正在运行的探针）</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>目标(&amp;T)：</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Probe &amp;path:</source>
        <translation>探针路径(&amp;P)：</translation>
    </message>
    <message>
        <source>None (the probe has its capabilities, or this is root)</source>
        <translation>无（探针已有所需权能，或当前为 root）</translation>
    </message>
    <message>
        <source>pkexec (asks for a password in a dialog)</source>
        <translation>pkexec（在对话框中询问密码）</translation>
    </message>
    <message>
        <source>sudo -n (a sudoers rule without password)</source>
        <translation>sudo -n（无需密码的 sudoers 规则）</translation>
    </message>
    <message>
        <source>&amp;Privileges:</source>
        <translation>权限(&amp;P)：</translation>
    </message>
    <message>
        <source>as in your ssh config</source>
        <translation>按你的 ssh 配置</translation>
    </message>
    <message>
        <source>gpu-node-3</source>
        <translation>gpu-node-3</translation>
    </message>
    <message>
        <source>&amp;User @ host:</source>
        <translation>用户 @ 主机(&amp;U)：</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>端口(&amp;O)：</translation>
    </message>
    <message>
        <source>the agent&apos;s or ssh&apos;s default keys</source>
        <translation>代理或 ssh 的默认密钥</translation>
    </message>
    <message>
        <source>&amp;Identity file:</source>
        <translation>身份文件(&amp;I)：</translation>
    </message>
    <message>
        <source>Run the probe with &amp;sudo -n</source>
        <translation>使用 &amp;sudo -n 运行探针</translation>
    </message>
    <message>
        <source>&amp;Helper path:</source>
        <translation>辅助程序路径(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Socket:</source>
        <translation>套接字(&amp;S)：</translation>
    </message>
    <message>
        <source>A probe started with &apos;faultline-probe serve --unix PATH&apos;; through SSH, forward it first: ssh -L /tmp/probe.sock:/run/faultline/probe.sock node</source>
        <translation>以 &apos;faultline-probe serve --unix PATH&apos; 启动的探针；通过 SSH 时请先转发：ssh -L /tmp/probe.sock:/run/faultline/probe.sock node</translation>
    </message>
    <message>
        <source>Stream a recorded capture instead of tracing (replay)</source>
        <translation>传输已录制的采集而不是跟踪（回放）</translation>
    </message>
    <message>
        <source>capture file on the probe&apos;s machine</source>
        <translation>探针所在机器上的采集文件</translation>
    </message>
    <message>
        <source>× recorded pace</source>
        <translation>× 录制速度</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>尽可能快</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度：</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source>The command the app runs; also usable as: faultline attach -o FILE -- COMMAND</source>
        <translation>应用运行的命令；也可以这样使用：faultline attach -o FILE -- COMMAND</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <source>Filter by pid, user or command line</source>
        <translation>按 PID、用户或命令行筛选</translation>
    </message>
    <message>
        <source>CUDA processes &amp;only</source>
        <translation>仅 CUDA 进程(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;All processes the probe may trace (and those started later)</source>
        <translation>探针可跟踪的所有进程（包括之后启动的）(&amp;A)</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Add &amp;Node…</source>
        <translation>添加节点(&amp;N)…</translation>
    </message>
    <message>
        <source>Capture on one more node at the same time: each node is a group on the timeline, its events moved by its measured clock offset</source>
        <translation>同时在另一个节点上采集：每个节点在时间线上是一个分组，其事件按测得的时钟偏移进行平移</translation>
    </message>
    <message>
        <source>Native &amp;stacks</source>
        <translation>原生调用栈(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Python frames</source>
        <translation>&amp;Python 帧</translation>
    </message>
    <message>
        <source>Record:</source>
        <translation>记录：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>until stopped</source>
        <translation>直到停止</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>时长(&amp;D)：</translation>
    </message>
    <message>
        <source>a new file in the cache folder (File ▸ Save Capture As… keeps it elsewhere)</source>
        <translation>缓存文件夹中的新文件（文件 ▸ 采集另存为… 可保存到别处）</translation>
    </message>
    <message>
        <source>a new file in %1 (Preferences ▸ Capture)</source>
        <translation>%1 中的新文件（首选项 ▸ 采集）</translation>
    </message>
    <message>
        <source>Save &amp;to:</source>
        <translation>保存到(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>返回(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Start Capture</source>
        <translation>开始采集(&amp;S)</translation>
    </message>
    <message>
        <source>Enter the node&apos;s host name.</source>
        <translation>请输入节点的主机名。</translation>
    </message>
    <message>
        <source>“%1” is not a host name.</source>
        <translation>“%1”不是主机名。</translation>
    </message>
    <message>
        <source>“%1” is not a user name.</source>
        <translation>“%1”不是用户名。</translation>
    </message>
    <message>
        <source>Enter the probe&apos;s path.</source>
        <translation>请输入探针的路径。</translation>
    </message>
    <message>
        <source>Enter the socket&apos;s path.</source>
        <translation>请输入套接字的路径。</translation>
    </message>
    <message>
        <source>Enter the capture file to replay.</source>
        <translation>请输入要回放的采集文件。</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>（暂无）</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>Could not connect.</source>
        <translation>无法连接。</translation>
    </message>
    <message>
        <source>This node is in the list already.</source>
        <translation>此节点已在列表中。</translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation>已连接。</translation>
    </message>
    <message>
        <source>Connected to &lt;b&gt;%1&lt;/b&gt; (%2)%3.</source>
        <translation>已连接到 &lt;b&gt;%1&lt;/b&gt;（%2）%3。</translation>
    </message>
    <message>
        <source>, which replays a recorded capture</source>
        <translation>，它正在回放已录制的采集</translation>
    </message>
    <message>
        <source>A replay streams the whole capture; the processes are those it recorded.</source>
        <translation>回放会传输整个采集；进程为其中记录的进程。</translation>
    </message>
    <message>
        <source>This probe does not list processes.</source>
        <translation>此探针不列出进程。</translation>
    </message>
    <message>
        <source>The probe listed only the first processes; use the filter or trace all.</source>
        <translation>探针只列出了前面的一部分进程；请使用筛选或跟踪全部。</translation>
    </message>
    <message>
        <source>%1, replaying %2</source>
        <translation>%1，正在回放 %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; — %2</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; — %2</translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation>%1
%2</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Leave this node out of the capture</source>
        <translation>在采集中排除此节点</translation>
    </message>
    <message>
        <source>Each node traces every process its probe lets you trace, and those started later (on a node with CUDA processes, those). To pick processes, capture one node.</source>
        <translation>每个节点都会跟踪其探针允许跟踪的所有进程，包括之后启动的（在有 CUDA 进程的节点上则为这些进程）。若要挑选进程，请只采集一个节点。</translation>
    </message>
    <message>
        <source>Add nodes to capture several at once, aligned on this machine&apos;s clock.</source>
        <translation>添加节点即可同时采集多个节点，并以本机时钟对齐。</translation>
    </message>
    <message>
        <source>&amp;Add Node</source>
        <translation>添加节点(&amp;A)</translation>
    </message>
    <message>
        <source>Back to the Nodes</source>
        <translation>返回节点列表</translation>
    </message>
    <message>
        <source>Connect to one more node.</source>
        <translation>连接另一个节点。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>%1 exists: choose a new file (captures are never overwritten).</source>
        <translation>%1 已存在：请选择新文件（采集文件永远不会被覆盖）。</translation>
    </message>
    <message>
        <source>Identity File</source>
        <translation>身份文件</translation>
    </message>
    <message>
        <source>faultline-probe</source>
        <translation>faultline-probe</translation>
    </message>
    <message>
        <source>Capture to Replay</source>
        <translation>要回放的采集</translation>
    </message>
    <message>
        <source>Captures (*.db *.sqlite);;All files (*)</source>
        <translation>采集文件 (*.db *.sqlite);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save the Live Capture To</source>
        <translation>实时采集保存到</translation>
    </message>
    <message>
        <source>Captures (*.db)</source>
        <translation>采集文件 (*.db)</translation>
    </message>
</context>
<context>
    <name>faultline::BlockMap</name>
    <message>
        <source>No segments in this state (device, pool and stream filters apply).</source>
        <translation>此状态下没有段（设备、内存池和流筛选已生效）。</translation>
    </message>
    <message>
        <source>Address: 0x%1</source>
        <translation>地址：0x%1</translation>
    </message>
    <message>
        <source>Requested: %1 (%2 bytes)</source>
        <translation>请求：%1（%2 字节）</translation>
    </message>
    <message>
        <source>Stream: 0x%1</source>
        <translation>流：0x%1</translation>
    </message>
    <message>
        <source>Segment: %1 at 0x%2</source>
        <translation>段：%1，位于 0x%2</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>C++</source>
        <translation>C++</translation>
    </message>
</context>
<context>
    <name>faultline::BusyStatus</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop loading (Esc); the current capture stays open</source>
        <translation>停止加载（Esc）；当前采集保持打开</translation>
    </message>
</context>
<context>
    <name>faultline::CaptureChangesModel</name>
    <message>
        <source>CUDA call</source>
        <translation>CUDA 调用</translation>
    </message>
    <message>
        <source>GPU kernel</source>
        <translation>GPU 内核</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>GPU idle</source>
        <translation>GPU 空闲</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>因果链</translation>
    </message>
    <message>
        <source>What</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>A per step</source>
        <translation>A 每步</translation>
    </message>
    <message>
        <source>A per second</source>
        <translation>A 每秒</translation>
    </message>
    <message>
        <source>B per step</source>
        <translation>B 每步</translation>
    </message>
    <message>
        <source>B per second</source>
        <translation>B 每秒</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Change %</source>
        <translation>变化 %</translation>
    </message>
    <message>
        <source>Count A / step</source>
        <translation>A 次数 / 步</translation>
    </message>
    <message>
        <source>Count A / s</source>
        <translation>A 次数 / s</translation>
    </message>
    <message>
        <source>Count B / step</source>
        <translation>B 次数 / 步</translation>
    </message>
    <message>
        <source>Count B / s</source>
        <translation>B 次数 / s</translation>
    </message>
    <message>
        <source>Median A</source>
        <translation>A 中位数</translation>
    </message>
    <message>
        <source>Median B</source>
        <translation>B 中位数</translation>
    </message>
    <message>
        <source>The Python line of the change (a chain&apos;s source, an idle cause&apos;s largest place), else the op it was in</source>
        <translation>该变化对应的 Python 代码行（因果链的源代码位置、空闲原因占比最大的位置），否则为其所在的操作</translation>
    </message>
    <message>
        <source>Time in it per step of the run (per second when either run has no steps)</source>
        <translation>该运行每步花在此项上的时间（任一运行没有步时按每秒计）</translation>
    </message>
    <message>
        <source>B&apos;s time minus A&apos;s: negative is faster</source>
        <translation>B 的耗时减去 A 的耗时：负值表示更快</translation>
    </message>
    <message>
        <source>The median latency of one call, kernel or range</source>
        <translation>单次调用、内核或范围的延迟中位数</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>消失</translation>
    </message>
</context>
<context>
    <name>faultline::CaptureInfoWidget</name>
    <message>
        <source>No capture open.</source>
        <translation>未打开采集文件。</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>Producer:</source>
        <translation>生成工具：</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>user_version:</source>
        <translation>user_version：</translation>
    </message>
    <message>
        <source>Time span:</source>
        <translation>时间跨度：</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>事件：</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>faultline::CaptureOpener</name>
    <message>
        <source>Opened %1: %2.</source>
        <translation>已打开 %1：%2。</translation>
    </message>
    <message>
        <source>Problems: %1 (see the Problems dock).</source>
        <translation>问题：%1 个（参见“问题”）。</translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation>无法打开 %1。</translation>
    </message>
    <message>
        <source>Cannot Open Capture</source>
        <translation>无法打开采集</translation>
    </message>
    <message>
        <source>Faultline could not open “%1”.

%2</source>
        <translation>Faultline 无法打开“%1”。

%2</translation>
    </message>
    <message>
        <source>Loading cancelled; still showing %1.</source>
        <translation>已取消加载；仍在显示 %1。</translation>
    </message>
    <message>
        <source>Loading cancelled.</source>
        <translation>已取消加载。</translation>
    </message>
    <message>
        <source>Memory — %1</source>
        <translation>内存 — %1</translation>
    </message>
    <message>
        <source>Close this memory snapshot</source>
        <translation>关闭此内存快照</translation>
    </message>
    <message>
        <source>Opened memory snapshot %1.</source>
        <translation>已打开内存快照 %1。</translation>
    </message>
    <message>
        <source>Cannot Open Memory Snapshot</source>
        <translation>无法打开内存快照</translation>
    </message>
    <message>
        <source>Faultline could not read “%1” as a PyTorch memory snapshot.

%2</source>
        <translation>Faultline 无法将“%1”作为 PyTorch 内存快照读取。

%2</translation>
    </message>
    <message>
        <source>Loading the memory snapshot cancelled.</source>
        <translation>已取消加载内存快照。</translation>
    </message>
    <message>
        <source>The demo capture could not be written.</source>
        <translation>无法写入演示采集。</translation>
    </message>
    <message>
        <source>Demo Capture</source>
        <translation>演示采集</translation>
    </message>
    <message>
        <source>Demo generation cancelled.</source>
        <translation>已取消生成演示。</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>Opening memory snapshot %1…</source>
        <translation>正在打开内存快照 %1…</translation>
    </message>
    <message>
        <source>Generating the demo capture (fragmentation scenario)…</source>
        <translation>正在生成演示采集（碎片化场景）…</translation>
    </message>
    <message>
        <source>Opening %1 (converted from %2)…</source>
        <translation>正在打开 %1（由 %2 转换而来）…</translation>
    </message>
    <message>
        <source>Could not convert %1.</source>
        <translation>无法转换 %1。</translation>
    </message>
    <message>
        <source>Cannot Import Trace</source>
        <translation>无法导入跟踪</translation>
    </message>
    <message>
        <source>Faultline could not convert “%1” into a capture.

%2</source>
        <translation>Faultline 无法将“%1”转换为采集文件。

%2</translation>
    </message>
    <message>
        <source>Converting the trace cancelled.</source>
        <translation>已取消跟踪转换。</translation>
    </message>
    <message>
        <source>Converting %1 into a capture…</source>
        <translation>正在将 %1 转换为采集文件…</translation>
    </message>
    <message>
        <source>Importing Trace</source>
        <translation>正在导入跟踪</translation>
    </message>
    <message>
        <source>Converting %1 into a capture (the trace is only read)…</source>
        <translation>正在将 %1 转换为采集文件（跟踪文件只读不写）…</translation>
    </message>
</context>
<context>
    <name>faultline::CaptureSaver</name>
    <message>
        <source>Save Capture As</source>
        <translation>采集另存为</translation>
    </message>
    <message>
        <source>Captures (*.db)</source>
        <translation>采集文件 (*.db)</translation>
    </message>
    <message>
        <source>Saving what arrived so far to %1…</source>
        <translation>正在将目前已收到的内容保存到 %1…</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>正在保存 %1…</translation>
    </message>
    <message>
        <source>Could not save %1.</source>
        <translation>无法保存 %1。</translation>
    </message>
    <message>
        <source>Saved a copy as %1.</source>
        <translation>已将副本保存为 %1。</translation>
    </message>
</context>
<context>
    <name>faultline::CaptureWorkspace</name>
    <message>
        <source>Summary</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>SQL</source>
        <translation>SQL</translation>
    </message>
    <message>
        <source>Show in Device Memory</source>
        <translation>在设备内存中显示</translation>
    </message>
    <message>
        <source>Rebuilding device memory from the traced allocations…</source>
        <translation>正在根据跟踪到的分配重建设备内存…</translation>
    </message>
    <message>
        <source>Device Memory</source>
        <translation>设备内存</translation>
    </message>
    <message>
        <source>Device memory — %1</source>
        <translation>设备内存 — %1</translation>
    </message>
    <message>
        <source>Close this device memory tab</source>
        <translation>关闭此设备内存标签页</translation>
    </message>
    <message>
        <source>Device memory of %1, rebuilt from the traced allocations in %2</source>
        <translation>%1 的设备内存，根据跟踪到的分配在 %2 内重建</translation>
    </message>
    <message>
        <source>Device memory of %1: %2 traced allocations, %3 frees.</source>
        <translation>%1 的设备内存：%2 次跟踪到的分配，%3 次释放。</translation>
    </message>
    <message>
        <source>The process of this call has no traced allocations with addresses.</source>
        <translation>此调用所属进程没有带地址的已跟踪分配。</translation>
    </message>
    <message>
        <source>This call changed nothing in the rebuilt device memory (it failed, has no address, or frees an address no traced allocation returned).</source>
        <translation>此调用未改变重建的设备内存（调用失败、没有地址，或释放的地址并非由已跟踪的分配返回）。</translation>
    </message>
    <message>
        <source>Device memory just after this call (entry %1).</source>
        <translation>此调用刚结束时的设备内存（条目 %1）。</translation>
    </message>
    <message>
        <source>Device memory of %1: %2 segments and %3 tensors (%4 freed), from PyTorch&apos;s allocator.</source>
        <translation>%1 的设备内存：来自 PyTorch 分配器的 %2 个段和 %3 个张量（已释放 %4 个）。</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>The job&apos;s ranks side by side: which rank the others waited for, and how long</source>
        <translation>并排显示作业的各个 rank：其他 rank 在等待哪个 rank，以及等了多久</translation>
    </message>
</context>
<context>
    <name>faultline::ChainDetailsWidget</name>
    <message>
        <source>Select a chain to see its story, its evidence and the source lines involved.</source>
        <translation>选择一条因果链以查看其经过、证据和涉及的源代码行。</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <source>Thread</source>
        <translation>线程</translation>
    </message>
    <message>
        <source>Click to select the event on the timeline; double-click to zoom to it</source>
        <translation>单击在时间线上选中该事件；双击缩放到该事件</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>函数</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Click to show the line in the Source view</source>
        <translation>单击在源代码视图中显示该行</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>源代码</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>证据</translation>
    </message>
    <message>
        <source>Evidence (%1)</source>
        <translation>证据（%1）</translation>
    </message>
    <message>
        <source>Sources (%1)</source>
        <translation>源代码（%1）</translation>
    </message>
    <message>
        <source>stored by the capture tool</source>
        <translation>由采集工具存储</translation>
    </message>
    <message>
        <source>&lt;b&gt;When:&lt;/b&gt; at %1 after the capture began</source>
        <translation>&lt;b&gt;时间：&lt;/b&gt;采集开始后 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;When:&lt;/b&gt; %1 to %2 after the capture began (%3)</source>
        <translation>&lt;b&gt;时间：&lt;/b&gt;采集开始后 %1 至 %2（%3）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Root cause:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;根本原因：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1:&lt;/b&gt; %2 calls, p50 %3, p99 %4, longest %5, %6 in all</source>
        <translation>&lt;b&gt;%1：&lt;/b&gt;%2 次调用，p50 %3，p99 %4，最长 %5，总计 %6</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>What to try</source>
        <translation>建议尝试</translation>
    </message>
    <message>
        <source>off-CPU</source>
        <translation>离开 CPU</translation>
    </message>
    <message>
        <source>tid %1</source>
        <translation>TID %1</translation>
    </message>
    <message>
        <source>%1 (tid %2)</source>
        <translation>%1（TID %2）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Impact:&lt;/b&gt; %1, %2 % of the steps (%3 in each of %4 steps)</source>
        <translation>&lt;b&gt;影响：&lt;/b&gt;%1，占各步的 %2 %（%4 步中每步 %3）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Impact:&lt;/b&gt; %1, %2 % of %3 of GPU work</source>
        <translation>&lt;b&gt;影响：&lt;/b&gt;%1，占 %3 GPU 工作的 %2 %</translation>
    </message>
    <message>
        <source> — a failure</source>
        <translation> — 故障</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>经过</translation>
    </message>
</context>
<context>
    <name>faultline::ChainInspector</name>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Show or hide %1 chains</source>
        <translation>显示或隐藏严重程度为“%1”的因果链</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>进程</translation>
    </message>
    <message>
        <source>Pin Evidence Rows</source>
        <translation>固定证据行</translation>
    </message>
    <message>
        <source>Pin the timeline rows of the selected chain&apos;s evidence to the top of the timeline</source>
        <translation>将所选因果链的证据所在的时间线行固定到时间线顶部</translation>
    </message>
    <message>
        <source>Open a capture to see its causal chains.</source>
        <translation>打开采集文件以查看其因果链。</translation>
    </message>
    <message>
        <source>Finding causal chains…</source>
        <translation>正在查找因果链…</translation>
    </message>
    <message>
        <source>Finding causal chains in %1…</source>
        <translation>正在 %1 中查找因果链…</translation>
    </message>
    <message>
        <source>All processes</source>
        <translation>所有进程</translation>
    </message>
    <message numerus="yes">
        <source>%n chain(s)</source>
        <translation>
            <numerusform>%n 条因果链</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stored by the capture tool</source>
        <translation>
            <numerusform>%n 条由采集工具存储</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 shown</source>
        <translation>显示 %1 条</translation>
    </message>
    <message>
        <source>No incident found</source>
        <translation>未发现事故</translation>
    </message>
    <message>
        <source>Nothing in this capture matches a known incident pattern.</source>
        <translation>此采集中没有与已知事故模式相符的内容。</translation>
    </message>
    <message>
        <source>Only minor findings, listed below.</source>
        <translation>只有次要发现，列于下方。</translation>
    </message>
    <message>
        <source>No incident found: nothing in this capture matches a known incident pattern.</source>
        <translation>未发现事故：此采集中没有与已知事故模式相符的内容。</translation>
    </message>
</context>
<context>
    <name>faultline::ChainListModel</name>
    <message>
        <source>pid %1</source>
        <translation>PID %1</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1（PID %2）</translation>
    </message>
    <message>
        <source>HIGH</source>
        <translation>高</translation>
    </message>
    <message>
        <source>MEDIUM</source>
        <translation>中</translation>
    </message>
    <message>
        <source>LOW</source>
        <translation>低</translation>
    </message>
    <message>
        <source>several</source>
        <translation>多个</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>已存储</translation>
    </message>
    <message>
        <source>%1 to %2 after the capture began</source>
        <translation>采集开始后 %1 至 %2</translation>
    </message>
    <message>
        <source>Stored in the capture by the tool that recorded it, not derived by Faultline</source>
        <translation>由录制它的工具存储在采集文件中，而非由 Faultline 推导</translation>
    </message>
    <message>
        <source>Derived by Faultline from the capture&apos;s events</source>
        <translation>由 Faultline 根据采集中的事件推导</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>因果链</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Op / rule</source>
        <translation>操作 / 规则</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>进程</translation>
    </message>
    <message>
        <source>Stored</source>
        <translation>已存储</translation>
    </message>
    <message>
        <source>%1 lost from the thread that issues the GPU work, %2 % of %3 steps (%4 per step)</source>
        <translation>发出 GPU 工作的线程损失了 %1，占 %3 步的 %2 %（每步 %4）</translation>
    </message>
    <message>
        <source>%1 lost from the thread that issues the GPU work, %2 % of %3 of GPU work</source>
        <translation>发出 GPU 工作的线程损失了 %1，占 %3 GPU 工作的 %2 %</translation>
    </message>
    <message>
        <source>Impact</source>
        <translation>影响</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
</context>
<context>
    <name>faultline::CompareController</name>
    <message>
        <source>Compare: choose the baseline run (A)</source>
        <translation>比较：选择基线运行（A）</translation>
    </message>
    <message>
        <source>Compare %1 with… (B)</source>
        <translation>将 %1 与…比较（B）</translation>
    </message>
    <message>
        <source>Compare %1 with a baseline run (A)</source>
        <translation>将 %1 与基线运行（A）比较</translation>
    </message>
    <message>
        <source>Comparing %1 with %2…</source>
        <translation>正在将 %1 与 %2 比较…</translation>
    </message>
    <message>
        <source>Comparison cancelled.</source>
        <translation>已取消比较。</translation>
    </message>
    <message>
        <source>Comparison failed.</source>
        <translation>比较失败。</translation>
    </message>
    <message>
        <source>Compared %1 with %2.</source>
        <translation>已将 %1 与 %2 比较。</translation>
    </message>
</context>
<context>
    <name>faultline::CompareView</name>
    <message>
        <source>Finding each snapshot&apos;s peak…</source>
        <translation>正在查找每个快照的峰值…</translation>
    </message>
    <message>
        <source>Export Report…</source>
        <translation>导出报告…</translation>
    </message>
    <message>
        <source>Write the comparison as a Markdown or HTML report, with its pictures</source>
        <translation>将比较结果写为 Markdown 或 HTML 报告，含图片</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Timelines</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Compare — %1 → %2</source>
        <translation>比较 — %1 → %2</translation>
    </message>
    <message>
        <source>A: %1
B: %2</source>
        <translation>A：%1
B：%2</translation>
    </message>
    <message>
        <source>Close this comparison</source>
        <translation>关闭此比较</translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>median %1</source>
        <translation>中位数 %1</translation>
    </message>
    <message>
        <source>p90 %1</source>
        <translation>p90 %1</translation>
    </message>
    <message>
        <source>%1 s measured</source>
        <translation>测量时长 %1 s</translation>
    </message>
    <message>
        <source>GPU busy %1</source>
        <translation>GPU 忙碌 %1</translation>
    </message>
    <message>
        <source>Filter by name or Python line…</source>
        <translation>按名称或 Python 代码行筛选…</translation>
    </message>
    <message>
        <source>All changes</source>
        <translation>所有变化</translation>
    </message>
    <message>
        <source>Show in A</source>
        <translation>在 A 中显示</translation>
    </message>
    <message>
        <source>Open the selected call, kernel or range in A&apos;s timeline (Enter)</source>
        <translation>在 A 的时间线中打开所选调用、内核或范围（Enter）</translation>
    </message>
    <message>
        <source>Show in B</source>
        <translation>在 B 中显示</translation>
    </message>
    <message>
        <source>Open the selected call, kernel or range in B&apos;s timeline (Shift+Enter)</source>
        <translation>在 B 的时间线中打开所选调用、内核或范围（Shift+Enter）</translation>
    </message>
    <message>
        <source>No change: both runs spend their time alike.</source>
        <translation>无变化：两次运行的时间分配相同。</translation>
    </message>
    <message>
        <source>Step time, both runs</source>
        <translation>步耗时（两次运行）</translation>
    </message>
    <message>
        <source>Neither run has steps: both are compared per second.</source>
        <translation>两次运行都没有步：均按每秒比较。</translation>
    </message>
    <message numerus="yes">
        <source>A: %n steps, median %1</source>
        <extracomment>%n the steps counted, %1 their median duration</extracomment>
        <translation>
            <numerusform>A：%n 步，中位数 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B: %n steps, median %1</source>
        <extracomment>%n the steps counted, %1 their median duration</extracomment>
        <translation>
            <numerusform>B：%n 步，中位数 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Step time (ms)</source>
        <translation>步耗时 (ms)</translation>
    </message>
    <message>
        <source>Steps (%)</source>
        <translation>步数 (%)</translation>
    </message>
    <message>
        <source>ms per step</source>
        <translation>每步 ms</translation>
    </message>
    <message>
        <source>ms per second</source>
        <translation>每秒 ms</translation>
    </message>
    <message>
        <source>GPU time, %1</source>
        <translation>GPU 时间（%1）</translation>
    </message>
    <message>
        <source>Neither run recorded GPU work.</source>
        <translation>两次运行都没有记录 GPU 工作。</translation>
    </message>
    <message>
        <source>%1 recorded no GPU work.</source>
        <translation>%1 没有记录 GPU 工作。</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>活跃</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>Cached free</source>
        <translation>已缓存空闲</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>碎片</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <extracomment>a change of percentage points, %1 signed</extracomment>
        <translation>%1 个百分点</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>段</translation>
    </message>
    <message>
        <source>Largest free block</source>
        <translation>最大空闲块</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 at its peak: %3 active on device %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2 峰值时：设备 %4 上活跃 %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: no device memory</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;：无设备内存</translation>
    </message>
    <message>
        <source>Filter by site or size…</source>
        <translation>按分配位置或大小筛选…</translation>
    </message>
    <message>
        <source>By allocation site</source>
        <translation>按分配位置</translation>
    </message>
    <message>
        <source>By block size</source>
        <translation>按块大小</translation>
    </message>
    <message>
        <source>No change: both snapshots hold the same memory.</source>
        <translation>无变化：两个快照持有相同的内存。</translation>
    </message>
    <message>
        <source>Align at step:</source>
        <translation>对齐到步：</translation>
    </message>
    <message>
        <source>Aligned at each run&apos;s start</source>
        <translation>对齐到各运行的开始</translation>
    </message>
    <message>
        <source>Both timelines show this step of their run, and move together</source>
        <translation>两条时间线都显示各自运行中的这一步，并同步移动</translation>
    </message>
    <message>
        <source>Zooming or panning either timeline moves the other by as much.</source>
        <translation>缩放或平移任一条时间线时，另一条也会同步移动相同幅度。</translation>
    </message>
    <message>
        <source>Both timelines at step %1</source>
        <translation>两条时间线均位于第 %1 步</translation>
    </message>
    <message>
        <source>Both timelines at their run&apos;s start</source>
        <translation>两条时间线均位于各自运行的开始</translation>
    </message>
    <message>
        <source>%1 is not one event: the timelines show the aligned step.</source>
        <translation>%1 不是单个事件：时间线显示对齐的步。</translation>
    </message>
    <message>
        <source>%1 has no %2 in it.</source>
        <translation>%1 中没有 %2。</translation>
    </message>
    <message>
        <source>%1 in %2&apos;s timeline</source>
        <translation>%2 时间线中的 %1</translation>
    </message>
    <message>
        <source>%1 is not on %2&apos;s timeline</source>
        <translation>%1 不在 %2 的时间线上</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>步耗时</translation>
    </message>
    <message>
        <source>The step-time distribution of both runs, medians dashed (A blue, B orange)</source>
        <translation>两次运行的步耗时分布，虚线为中位数（A 蓝色，B 橙色）</translation>
    </message>
    <message>
        <source>GPU time</source>
        <translation>GPU 时间</translation>
    </message>
    <message>
        <source>Where each run&apos;s GPU time went, per step (A blue, B orange)</source>
        <translation>各运行每步的 GPU 时间去向（A 蓝色，B 橙色）</translation>
    </message>
    <message>
        <source>Where each run&apos;s GPU time went, per second (A blue, B orange)</source>
        <translation>各运行每秒的 GPU 时间去向（A 蓝色，B 橙色）</translation>
    </message>
    <message>
        <source>%1 at its peak</source>
        <translation>%1 峰值时</translation>
    </message>
    <message>
        <source>%1&apos;s device %2 at its peak, %3 active: each row a segment, each block coloured by state</source>
        <translation>%1 的设备 %2 峰值时，活跃 %3：每行一个段，每个块按状态着色</translation>
    </message>
    <message>
        <source>A comparison report is Markdown (.md) or HTML (.html): %1 is neither.</source>
        <translation>比较报告须为 Markdown（.md）或 HTML（.html）：%1 两者都不是。</translation>
    </message>
    <message>
        <source>Export Comparison Report</source>
        <translation>导出比较报告</translation>
    </message>
    <message>
        <source>HTML report, one file (*.html);;Markdown report, pictures beside it (*.md)</source>
        <translation>HTML 报告，单个文件 (*.html);;Markdown 报告，图片放在旁边 (*.md)</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the comparison report to %1 (%n picture(s)).</source>
        <translation>
            <numerusform>已将比较报告写入 %1（%n 张图片）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>faultline::DemoCapture</name>
    <message>
        <source>Cannot create a temporary folder for the demo capture: %1</source>
        <translation>无法为演示采集创建临时文件夹：%1</translation>
    </message>
    <message>
        <source>Cannot write the demo capture: %1</source>
        <translation>无法写入演示采集：%1</translation>
    </message>
</context>
<context>
    <name>faultline::DropsModel</name>
    <message>
        <source>%1 events of this source were lost before they reached the capture.</source>
        <translation>此来源有 %1 个事件在到达采集文件之前丢失。</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>观测</translation>
    </message>
    <message>
        <source>Stored</source>
        <translation>已存储</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>丢失</translation>
    </message>
</context>
<context>
    <name>faultline::EventDetailsWidget</name>
    <message>
        <source>Click an event to see its arguments, return code and stack.</source>
        <translation>单击一个事件以查看其参数、返回码和调用栈。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>持续时间</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>返回值</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>进程</translation>
    </message>
    <message>
        <source>Thread</source>
        <translation>线程</translation>
    </message>
    <message>
        <source>Argument</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>函数</translation>
    </message>
    <message>
        <source>%1 since the capture start</source>
        <translation>自采集开始 %1</translation>
    </message>
    <message>
        <source>%1 (%2 ns)</source>
        <translation>%1（%2 ns）</translation>
    </message>
    <message>
        <source>pid %1</source>
        <translation>PID %1</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1（PID %2）</translation>
    </message>
    <message>
        <source>tid %1</source>
        <translation>TID %1</translation>
    </message>
    <message>
        <source>%1 (tid %2)</source>
        <translation>%1（TID %2）</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Native</source>
        <translation>原生</translation>
    </message>
    <message>
        <source>%1
Click to show the source</source>
        <translation>%1
单击显示源代码</translation>
    </message>
    <message>
        <source>No stack was recorded for this event.</source>
        <translation>此事件未记录调用栈。</translation>
    </message>
    <message>
        <source>Stack (%1 frames, addresses only: symbols were not resolved)</source>
        <translation>调用栈（%1 帧，仅地址：符号未解析）</translation>
    </message>
    <message>
        <source>Stack (%1 frames, innermost first; Python first, then native)</source>
        <translation>调用栈（%1 帧，最内层在前；先 Python，后原生）</translation>
    </message>
</context>
<context>
    <name>faultline::ExportDialog</name>
    <message>
        <source>PNG picture</source>
        <translation>PNG 图片</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG 绘图</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 文档</translation>
    </message>
    <message>
        <source>HTML, one file with its pictures</source>
        <translation>HTML，单个文件含图片</translation>
    </message>
    <message>
        <source>Markdown, its pictures beside it</source>
        <translation>Markdown，图片放在旁边</translation>
    </message>
    <message>
        <source>Perfetto / Chrome trace JSON</source>
        <translation>Perfetto / Chrome 跟踪 JSON</translation>
    </message>
    <message>
        <source>Export Timeline Image</source>
        <translation>导出时间线图片</translation>
    </message>
    <message>
        <source>Export Block Map Image</source>
        <translation>导出块图图片</translation>
    </message>
    <message>
        <source>Export Review Report</source>
        <translation>导出评审报告</translation>
    </message>
    <message>
        <source>Export Perfetto JSON</source>
        <translation>导出 Perfetto JSON</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> DPI</source>
        <translation> DPI</translation>
    </message>
    <message>
        <source>at</source>
        <translation>分辨率</translation>
    </message>
    <message>
        <source>Pictures:</source>
        <translation>图片：</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>尺寸：</translation>
    </message>
    <message>
        <source>Visible view</source>
        <translation>可见视图</translation>
    </message>
    <message>
        <source>Whole capture</source>
        <translation>整个采集</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>选区</translation>
    </message>
    <message>
        <source>Select a time range on the ruler first.</source>
        <translation>请先在标尺上选择一个时间范围。</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>范围：</translation>
    </message>
    <message>
        <source>Lanes in view</source>
        <translation>视图中的泳道</translation>
    </message>
    <message>
        <source>All lanes</source>
        <translation>所有泳道</translation>
    </message>
    <message>
        <source>Lanes:</source>
        <translation>泳道：</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Causal chains</source>
        <translation>因果链</translation>
    </message>
    <message>
        <source>Include:</source>
        <translation>包含：</translation>
    </message>
    <message>
        <source>A picture of each of the first chains that have evidence: its window, its lanes, its evidence highlighted.</source>
        <translation>前几条有证据的因果链各一张图片：其时间窗口、泳道，并高亮显示证据。</translation>
    </message>
    <message>
        <source>Chain pictures:</source>
        <translation>因果链图片：</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>请选择要写入的文件。</translation>
    </message>
    <message>
        <source>%1 is a folder; choose a file name in it.</source>
        <translation>%1 是文件夹；请在其中选择一个文件名。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>That is the open capture; choose another file.</source>
        <translation>这是当前打开的采集文件；请选择其他文件。</translation>
    </message>
    <message>
        <source>A picture of the report would replace the open capture; choose another name.</source>
        <translation>报告中的图片会替换当前打开的采集文件；请选择其他名称。</translation>
    </message>
    <message>
        <source>prints %1 in wide</source>
        <translation>打印宽度 %1 英寸</translation>
    </message>
    <message>
        <source>(too narrow at this resolution)</source>
        <translation>（此分辨率下过窄）</translation>
    </message>
    <message>
        <source>PDF document, with its pictures</source>
        <translation>PDF 文档，含图片</translation>
    </message>
</context>
<context>
    <name>faultline::ExportMenu</name>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Timeline Image…</source>
        <translation>时间线图片(&amp;T)…</translation>
    </message>
    <message>
        <source>The timeline&apos;s view, the whole capture or the selection as PNG, SVG or PDF, with the ruler, lane labels, legend, notes and highlighted chain evidence</source>
        <translation>将时间线的视图、整个采集或选区导出为 PNG、SVG 或 PDF，包含标尺、泳道标签、图例、备注和高亮的因果链证据</translation>
    </message>
    <message>
        <source>&amp;Block Map Image…</source>
        <translation>块图图片(&amp;B)…</translation>
    </message>
    <message>
        <source>The block map of the current Memory tab as PNG, SVG or PDF</source>
        <translation>将当前“内存”标签页的块图导出为 PNG、SVG 或 PDF</translation>
    </message>
    <message>
        <source>&amp;Review Report…</source>
        <translation>评审报告(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Perfetto JSON…</source>
        <translation>&amp;Perfetto JSON…</translation>
    </message>
    <message>
        <source>The events with chains and notes as Chrome trace JSON for ui.perfetto.dev</source>
        <translation>将事件连同因果链和备注导出为供 ui.perfetto.dev 使用的 Chrome 跟踪 JSON</translation>
    </message>
    <message>
        <source>Open a memory snapshot (or Device Memory) first: its Memory tab&apos;s block map is exported.</source>
        <translation>请先打开内存快照（或“设备内存”）：将导出其“内存”标签页的块图。</translation>
    </message>
    <message>
        <source>Open a capture first.</source>
        <translation>请先打开采集文件。</translation>
    </message>
    <message>
        <source>No capture is open.</source>
        <translation>未打开采集文件。</translation>
    </message>
    <message>
        <source>%1 is the open capture; it is never written over.</source>
        <translation>%1 是当前打开的采集文件；它永远不会被覆盖。</translation>
    </message>
    <message>
        <source>Unknown picture format &apos;%1&apos;.</source>
        <translation>未知的图片格式 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>Exported the timeline to %1 (%2 rows).</source>
        <translation>已将时间线导出到 %1（%2 行）。</translation>
    </message>
    <message>
        <source>No Memory tab is shown.</source>
        <translation>未显示“内存”标签页。</translation>
    </message>
    <message numerus="yes">
        <source>Exported the block map to %1 (%n segment(s)).</source>
        <translation>
            <numerusform>已将块图导出到 %1（%n 个段）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown report format &apos;%1&apos;.</source>
        <translation>未知的报告格式 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>Deriving the causal chains…</source>
        <translation>正在推导因果链…</translation>
    </message>
    <message>
        <source>Export Review Report</source>
        <translation>导出评审报告</translation>
    </message>
    <message>
        <source>Drawing the pictures…</source>
        <translation>正在绘制图片…</translation>
    </message>
    <message>
        <source>Exported the review to %1: %2 chains, %3 pictures, %4 notes.</source>
        <translation>已将评审报告导出到 %1：%2 条因果链，%3 张图片，%4 条备注。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Exported %1 events to %2 for Perfetto.</source>
        <translation>已将 %1 个事件导出到 %2，供 Perfetto 使用。</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>The capture, its causal chains, op statistics, notes and timeline pictures as Markdown, one HTML file or a PDF document, beside the capture</source>
        <translation>将采集、其因果链、操作统计、备注和时间线图片导出为 Markdown、单个 HTML 文件或 PDF 文档，保存在采集文件旁边</translation>
    </message>
</context>
<context>
    <name>faultline::FileKinds</name>
    <message>
        <source>Captures, traces and memory snapshots (*.db *.sqlite *.json *.json.gz *.gz *.pickle *.pkl *.html);;Captures (*.db *.sqlite);;PyTorch profiler and Nsight Systems traces (*.json *.json.gz *.sqlite);;PyTorch memory snapshots (*.pickle *.pkl *.json *.html);;All files (*)</source>
        <translation>采集文件、跟踪和内存快照 (*.db *.sqlite *.json *.json.gz *.gz *.pickle *.pkl *.html);;采集文件 (*.db *.sqlite);;PyTorch 性能分析器和 Nsight Systems 跟踪 (*.json *.json.gz *.sqlite);;PyTorch 内存快照 (*.pickle *.pkl *.json *.html);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Faultline opens captures written by Faultline or Ingero (SQLite files ending in .db or .sqlite), PyTorch profiler traces (.json, .json.gz), Nsight Systems SQLite exports and PyTorch memory snapshots (.pickle, .pkl, .json, .html).

Dropped: %1</source>
        <translation>Faultline 可打开 Faultline 或 Ingero 写入的采集文件（以 .db 或 .sqlite 结尾的 SQLite 文件）、PyTorch 性能分析器跟踪（.json、.json.gz）、Nsight Systems 的 SQLite 导出以及 PyTorch 内存快照（.pickle、.pkl、.json、.html）。

拖入的文件：%1</translation>
    </message>
</context>
<context>
    <name>faultline::GpuTimeChart</name>
    <message>
        <source>%1: %2 (%3 of the %4)</source>
        <translation>%1：%2（占 %4的 %3）</translation>
    </message>
    <message numerus="yes">
        <source>%n counted step(s)</source>
        <translation>
            <numerusform>%n 个计入步骤</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU&apos;s span</source>
        <translation>GPU 时间跨度</translation>
    </message>
    <message>
        <source>%1 per step; click for the step where it is largest</source>
        <translation>每步 %1；单击可查看该项最大的那一步</translation>
    </message>
    <message>
        <source>Click to show the GPU&apos;s span on the timeline</source>
        <translation>单击可在时间线上显示 GPU 的时间跨度</translation>
    </message>
    <message>
        <source>busy %1 · idle %2</source>
        <translation>忙碌 %1 · 空闲 %2</translation>
    </message>
</context>
<context>
    <name>faultline::GuideDialog</name>
    <message>
        <source>Faultline Guide</source>
        <translation>Faultline 指南</translation>
    </message>
</context>
<context>
    <name>faultline::KeyboardShortcuts</name>
    <message>
        <source>Zoom in, around the mouse (or the middle)</source>
        <translation>以鼠标位置（或视图中央）为中心放大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Move earlier in time</source>
        <translation>向较早的时间移动</translation>
    </message>
    <message>
        <source>Move later in time</source>
        <translation>向较晚的时间移动</translation>
    </message>
    <message>
        <source>Fit the selection (time range, area or event); the whole capture when nothing is selected</source>
        <translation>适应选区（时间范围、区域或事件）；未选中任何内容时显示整个采集</translation>
    </message>
    <message>
        <source>Show the whole capture</source>
        <translation>显示整个采集</translation>
    </message>
    <message>
        <source>Previous zoom</source>
        <translation>上一个缩放</translation>
    </message>
    <message>
        <source>Next zoom</source>
        <translation>下一个缩放</translation>
    </message>
    <message>
        <source>Search ops and stacks</source>
        <translation>搜索操作和调用栈</translation>
    </message>
    <message>
        <source>Next search match</source>
        <translation>下一个搜索匹配</translation>
    </message>
    <message>
        <source>Previous search match</source>
        <translation>上一个搜索匹配</translation>
    </message>
    <message>
        <source>Clear the selections; with a chain shown, back to the whole capture</source>
        <translation>清除选择；正在显示因果链时，回到整个采集</translation>
    </message>
    <message>
        <source>Everywhere (menus)</source>
        <translation>全局（菜单）</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>时间线</translation>
    </message>
    <message>
        <source>Chains</source>
        <translation>因果链</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>SQL console</source>
        <translation>SQL 控制台</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Cancel loading, while the status bar shows Cancel</source>
        <translation>状态栏显示“取消”时，取消加载</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+滚轮</translation>
    </message>
    <message>
        <source>Zoom around the mouse</source>
        <translation>以鼠标位置为中心缩放</translation>
    </message>
    <message>
        <source>Shift+wheel</source>
        <translation>Shift+滚轮</translation>
    </message>
    <message>
        <source>Move earlier or later in time</source>
        <translation>向较早或较晚的时间移动</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>滚轮</translation>
    </message>
    <message>
        <source>Scroll the rows</source>
        <translation>滚动行</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>拖动</translation>
    </message>
    <message>
        <source>Move in time</source>
        <translation>沿时间轴平移</translation>
    </message>
    <message>
        <source>Shift+drag</source>
        <translation>Shift+拖动</translation>
    </message>
    <message>
        <source>Total the calls in an area (the Selection tab below the tracks)</source>
        <translation>统计某个区域内的调用（结果在轨道下方的“选区”标签页中）</translation>
    </message>
    <message>
        <source>Drag on the ruler</source>
        <translation>在标尺上拖动</translation>
    </message>
    <message>
        <source>Select a time range (F fits it)</source>
        <translation>选择时间范围（按 F 适应该范围）</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>单击</translation>
    </message>
    <message>
        <source>Select an event and show its details and stack</source>
        <translation>选中事件并显示其详细信息和调用栈</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>双击</translation>
    </message>
    <message>
        <source>Zoom to an event, or to a run of merged events</source>
        <translation>缩放到某个事件，或一串合并的事件</translation>
    </message>
    <message>
        <source>Click a process row</source>
        <translation>单击进程行</translation>
    </message>
    <message>
        <source>Collapse or expand the process</source>
        <translation>折叠或展开该进程</translation>
    </message>
    <message>
        <source>Enter, Shift+Enter</source>
        <translation>Enter、Shift+Enter</translation>
    </message>
    <message>
        <source>In the search box: next or previous match</source>
        <translation>在搜索框中：下一个或上一个匹配</translation>
    </message>
    <message>
        <source>In the search box: back to the tracks; the view stays as it is</source>
        <translation>在搜索框中：回到轨道；视图保持不变</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>↑、↓</translation>
    </message>
    <message>
        <source>Select a chain: its evidence is highlighted on the timeline and its time window shown</source>
        <translation>选择因果链：在时间线上高亮显示其证据，并显示其时间窗口</translation>
    </message>
    <message>
        <source>Click an evidence row</source>
        <translation>单击证据行</translation>
    </message>
    <message>
        <source>Select that event on the timeline</source>
        <translation>在时间线上选中该事件</translation>
    </message>
    <message>
        <source>Enter or double-click an evidence row</source>
        <translation>在证据行上按 Enter 或双击</translation>
    </message>
    <message>
        <source>Zoom the timeline to that event</source>
        <translation>将时间线缩放到该事件</translation>
    </message>
    <message>
        <source>Click a source row</source>
        <translation>单击源代码行</translation>
    </message>
    <message>
        <source>Show that line in the Source view</source>
        <translation>在源代码视图中显示该行</translation>
    </message>
    <message>
        <source>Esc on the timeline</source>
        <translation>在时间线上按 Esc</translation>
    </message>
    <message>
        <source>Leave the chain: the whole capture again</source>
        <translation>离开因果链：重新显示整个采集</translation>
    </message>
    <message>
        <source>Click or drag on the memory timeline</source>
        <translation>在内存时间线上单击或拖动</translation>
    </message>
    <message>
        <source>Show the allocator&apos;s state at that moment</source>
        <translation>显示分配器在该时刻的状态</translation>
    </message>
    <message>
        <source>Click a band</source>
        <translation>单击色带</translation>
    </message>
    <message>
        <source>Select its allocation site; click it again to clear</source>
        <translation>选中其分配位置；再次单击可取消选中</translation>
    </message>
    <message>
        <source>Left, Right on the history slider</source>
        <translation>在历史滑块上按 ←、→</translation>
    </message>
    <message>
        <source>One recorded entry earlier or later</source>
        <translation>前移或后移一个记录条目</translation>
    </message>
    <message>
        <source>Page Up, Page Down on the history slider</source>
        <translation>在历史滑块上按 Page Up、Page Down</translation>
    </message>
    <message>
        <source>Ten entries earlier or later</source>
        <translation>前移或后移十个条目</translation>
    </message>
    <message>
        <source>Ctrl+wheel on the block map</source>
        <translation>在块图上 Ctrl+滚轮</translation>
    </message>
    <message>
        <source>Zoom the block map</source>
        <translation>缩放块图</translation>
    </message>
    <message>
        <source>Click a block</source>
        <translation>单击块</translation>
    </message>
    <message>
        <source>List the frames that allocated it</source>
        <translation>列出分配该块的帧</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <source>Run the statement under the cursor, or the selection</source>
        <translation>运行光标所在的语句或选中内容</translation>
    </message>
    <message>
        <source>Stop the running query, count, export or query lane</source>
        <translation>停止正在运行的查询、计数、导出或查询泳道</translation>
    </message>
    <message>
        <source>Complete a table, column or function name</source>
        <translation>补全表名、列名或函数名</translation>
    </message>
    <message>
        <source>In the result: copy the selected cells</source>
        <translation>在结果中：复制选中的单元格</translation>
    </message>
    <message>
        <source>Click an id</source>
        <translation>单击 ID</translation>
    </message>
    <message>
        <source>Select that event: its details show beside the timeline</source>
        <translation>选中该事件：其详细信息显示在时间线旁</translation>
    </message>
    <message>
        <source>Double-click or Ctrl+click an id or a time</source>
        <translation>双击或 Ctrl+单击 ID 或时间</translation>
    </message>
    <message>
        <source>Show it on the timeline</source>
        <translation>在时间线上显示</translation>
    </message>
    <message>
        <source>Double-click an editor tab</source>
        <translation>双击编辑器标签页</translation>
    </message>
    <message>
        <source>Rename the tab</source>
        <translation>重命名该标签页</translation>
    </message>
    <message>
        <source>Double-click in Schema</source>
        <translation>在“架构”中双击</translation>
    </message>
    <message>
        <source>Insert the table&apos;s or column&apos;s name</source>
        <translation>插入表名或列名</translation>
    </message>
    <message>
        <source>Double-click in History</source>
        <translation>在“历史”中双击</translation>
    </message>
    <message>
        <source>Open the statement in a new tab</source>
        <translation>在新标签页中打开该语句</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Jump to the selected note</source>
        <translation>跳转到所选备注</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>Delete the selected note</source>
        <translation>删除所选备注</translation>
    </message>
    <message>
        <source>Enter on a rank, a click on a heat map cell</source>
        <translation>在 rank 上按 Enter，或单击热力图单元格</translation>
    </message>
    <message>
        <source>In the Ranks tab: that rank on the timeline, or that collective with every rank&apos;s lane for it</source>
        <translation>在“Rank”标签页中：在时间线上显示该 rank，或显示该集合通信及其在每个 rank 上的泳道</translation>
    </message>
    <message>
        <source>Tab, then Up, Down on the row labels</source>
        <translation>按 Tab，然后在行标签上按 ↑、↓</translation>
    </message>
    <message>
        <source>Move between rows: Left folds a rank or process (or goes to its header), Right unfolds, Space toggles, Shift+F10 opens the row&apos;s menu</source>
        <translation>在行之间移动：← 折叠 rank 或进程（或跳到其标题行），→ 展开，Space 切换，Shift+F10 打开该行的菜单</translation>
    </message>
    <message>
        <source>Ranks field (&quot;0-3, 7&quot;)</source>
        <translation>“Rank”输入框（&quot;0-3, 7&quot;）</translation>
    </message>
    <message>
        <source>Show only those ranks of a job</source>
        <translation>只显示作业中的这些 rank</translation>
    </message>
    <message>
        <source>Shift while dropping a file</source>
        <translation>拖放文件时按住 Shift</translation>
    </message>
    <message>
        <source>Compare it with the open capture or snapshot</source>
        <translation>将其与当前打开的采集或快照比较</translation>
    </message>
    <message>
        <source>Enter, Shift+Enter on a change</source>
        <translation>在变化项上按 Enter、Shift+Enter</translation>
    </message>
    <message>
        <source>In the Compare tab: that call, kernel or range in A&apos;s timeline, or in B&apos;s</source>
        <translation>在“比较”标签页中：在 A 或 B 的时间线中显示该调用、内核或范围</translation>
    </message>
</context>
<context>
    <name>faultline::LatencyChart</name>
    <message>
        <source>No stored calls to chart: only event_aggregates count this op.</source>
        <translation>没有可绘制的已存储调用：此操作仅由 event_aggregates 计数。</translation>
    </message>
    <message>
        <source>calls per bucket</source>
        <translation>每个区间的调用次数</translation>
    </message>
    <message>
        <source>duration (log scale)</source>
        <translation>持续时间（对数刻度）</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>调用</translation>
    </message>
</context>
<context>
    <name>faultline::LiveController</name>
    <message>
        <source>&amp;Attach…</source>
        <translation>附加(&amp;A)…</translation>
    </message>
    <message>
        <source>Capture live from faultline-probe on this machine or a node (SSH, Unix socket)</source>
        <translation>从本机或某个节点上的 faultline-probe 实时采集（SSH、Unix 套接字）</translation>
    </message>
    <message>
        <source>Record &amp;Local Process…</source>
        <translation>录制本地进程(&amp;L)…</translation>
    </message>
    <message>
        <source>Trace a process on this machine: starts faultline-probe through pkexec</source>
        <translation>跟踪本机上的进程：通过 pkexec 启动 faultline-probe</translation>
    </message>
    <message>
        <source>&amp;Stop Capture</source>
        <translation>停止采集(&amp;S)</translation>
    </message>
    <message>
        <source>Ask the probe to end the live capture; what arrived stays open</source>
        <translation>请求探针结束实时采集；已收到的内容保持打开</translation>
    </message>
    <message>
        <source>&amp;Follow Newest</source>
        <translation>跟随最新(&amp;F)</translation>
    </message>
    <message>
        <source>Keep the timeline on the last %1 s of the live capture (End); zooming or panning turns it off</source>
        <translation>让时间线停留在实时采集的最后 %1 秒（End）；缩放或平移会关闭此功能</translation>
    </message>
    <message>
        <source>Live Capture</source>
        <translation>实时采集</translation>
    </message>
    <message>
        <source>A live capture is running. Stop it (Capture ▸ Stop Capture) before starting another.</source>
        <translation>正在进行实时采集。请先停止它（采集 ▸ 停止采集），再开始新的采集。</translation>
    </message>
    <message>
        <source>The live capture could not be shown: %1</source>
        <translation>无法显示实时采集：%1</translation>
    </message>
    <message>
        <source>Attaching to %1; the capture goes to %2.</source>
        <translation>正在附加到 %1；采集将保存到 %2。</translation>
    </message>
    <message>
        <source>Stopping the live capture…</source>
        <translation>正在停止实时采集…</translation>
    </message>
    <message>
        <source>Live capture finished: %1 Kept as %2.</source>
        <translation>实时采集已完成：%1 已保存为 %2。</translation>
    </message>
    <message>
        <source>The live capture ended early; %1 keeps the %2 events received.</source>
        <translation>实时采集提前结束；%1 保留了已收到的 %2 个事件。</translation>
    </message>
    <message>
        <source>The live capture failed.</source>
        <translation>实时采集失败。</translation>
    </message>
</context>
<context>
    <name>faultline::LiveSession</name>
    <message>
        <source>No node sent an event.</source>
        <translation>没有节点发送事件。</translation>
    </message>
    <message>
        <source>The nodes&apos; captures could not be merged into %1: %2</source>
        <translation>无法将各节点的采集合并到 %1：%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <source>%n events received from %1.</source>
        <translation>
            <numerusform>已从 %1 收到 %n 个事件。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>faultline::LiveStatusWidget</name>
    <message>
        <source>● Connecting…</source>
        <translation>● 正在连接…</translation>
    </message>
    <message>
        <source>● Handshake…</source>
        <translation>● 正在握手…</translation>
    </message>
    <message>
        <source>● Starting…</source>
        <translation>● 正在启动…</translation>
    </message>
    <message>
        <source>● Live</source>
        <translation>● 实时</translation>
    </message>
    <message>
        <source>● Reconnecting…</source>
        <translation>● 正在重连…</translation>
    </message>
    <message>
        <source>● Finishing…</source>
        <translation>● 正在完成…</translation>
    </message>
    <message>
        <source>● Finished</source>
        <translation>● 已完成</translation>
    </message>
    <message>
        <source>● Failed</source>
        <translation>● 失败</translation>
    </message>
    <message>
        <source>● Stopping…</source>
        <translation>● 正在停止…</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>%1 — %2: %3 events, %4 dropped, clock offset %5</source>
        <translation>%1 — %2：%3 个事件，丢失 %4 个，时钟偏移 %5</translation>
    </message>
    <message>
        <source>not measured yet</source>
        <translation>尚未测量</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Ask the probe to end the capture; what arrived stays</source>
        <translation>请求探针结束采集；已收到的内容会保留</translation>
    </message>
    <message>
        <source>%1 events/s</source>
        <translation>%1 个事件/秒</translation>
    </message>
    <message>
        <source>Average over the capture</source>
        <translation>整个采集的平均值</translation>
    </message>
    <message>
        <source>Median over the last seconds</source>
        <translation>最近几秒的中位数</translation>
    </message>
    <message>
        <source>From the probe to the screen: %1 ms (median of the last refreshes)</source>
        <translation>从探针到屏幕：%1 ms（最近几次刷新的中位数）</translation>
    </message>
    <message>
        <source>%1 of %2 events</source>
        <translation>%1 / %2 个事件</translation>
    </message>
    <message>
        <source>%1 events</source>
        <translation>%1 个事件</translation>
    </message>
    <message>
        <source>%1 dropped</source>
        <translation>丢失 %1 个</translation>
    </message>
    <message>
        <source>%1: %2 dropped</source>
        <translation>%1：丢失 %2 个</translation>
    </message>
    <message>
        <source>Events the probe lost (ring buffer full), as it reports them</source>
        <translation>探针丢失的事件（环形缓冲区已满），按探针报告</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n 个节点</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 failed</source>
        <translation>%1，%2 个失败</translation>
    </message>
</context>
<context>
    <name>faultline::MainWindow</name>
    <message>
        <source>Ready. Open a capture with Ctrl+O or drop a .db file here.</source>
        <translation>就绪。按 Ctrl+O 打开采集文件，或将 .db 文件拖放到此处。</translation>
    </message>
    <message>
        <source>&amp;Open Capture…</source>
        <translation>打开采集(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a Faultline or Ingero capture (.db, .sqlite)</source>
        <translation>打开 Faultline 或 Ingero 采集文件（.db、.sqlite）</translation>
    </message>
    <message>
        <source>Open &amp;Demo Capture</source>
        <translation>打开演示采集(&amp;D)</translation>
    </message>
    <message>
        <source>Generate a capture of a fragmentation incident and open it</source>
        <translation>生成一个碎片化事故的采集并打开</translation>
    </message>
    <message>
        <source>&amp;Close Capture</source>
        <translation>关闭采集(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Clear Recent</source>
        <translation>清除最近记录(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>全屏(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Summary</source>
        <translation>概览(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>时间线(&amp;T)</translation>
    </message>
    <message>
        <source>S&amp;QL Console</source>
        <translation>SQL 控制台(&amp;Q)</translation>
    </message>
    <message>
        <source>Query the capture with SQL</source>
        <translation>使用 SQL 查询采集</translation>
    </message>
    <message>
        <source>&amp;Device Memory</source>
        <translation>设备内存(&amp;D)</translation>
    </message>
    <message>
        <source>Device memory over time, rebuilt from the capture&apos;s traced allocations (cudaMalloc, cudaFree)</source>
        <translation>根据采集中跟踪到的分配（cudaMalloc、cudaFree）重建的设备内存随时间的变化</translation>
    </message>
    <message>
        <source>Save Capture &amp;As…</source>
        <translation>采集另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save a copy of the open capture (a live one as far as it arrived)</source>
        <translation>保存当前采集的副本（实时采集则保存已收到的部分）</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>Theme, language, time display, source editor and capture defaults</source>
        <translation>主题、语言、时间显示、源代码编辑器和采集默认设置</translation>
    </message>
    <message>
        <source>&amp;About Faultline</source>
        <translation>关于 Faultline(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Capture</source>
        <translation>采集(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>Save Annotated Copy</source>
        <translation>保存带注释的副本</translation>
    </message>
    <message>
        <source>Rebuilding device memory cancelled.</source>
        <translation>已取消重建设备内存。</translation>
    </message>
    <message>
        <source>Capture closed.</source>
        <translation>采集已关闭。</translation>
    </message>
    <message>
        <source>Open Capture</source>
        <translation>打开采集</translation>
    </message>
    <message>
        <source>Faultline</source>
        <translation>Faultline</translation>
    </message>
    <message>
        <source>Demo capture</source>
        <translation>演示采集</translation>
    </message>
    <message>
        <source>Live: %1</source>
        <translation>实时：%1</translation>
    </message>
    <message>
        <source>%1 — Faultline</source>
        <translation>%1 — Faultline</translation>
    </message>
    <message>
        <source>About Faultline</source>
        <translation>关于 Faultline</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Faultline %1&lt;/h3&gt;&lt;p&gt;An investigation workbench for GPU memory and stall incidents in PyTorch/CUDA jobs.&lt;/p&gt;&lt;p&gt;Opens Faultline and Ingero captures: per-op latency, processes, drops, and more views to come.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Faultline %1&lt;/h3&gt;&lt;p&gt;用于调查 PyTorch/CUDA 作业中 GPU 内存与停顿事故的工作台。&lt;/p&gt;&lt;p&gt;可打开 Faultline 和 Ingero 采集文件：每个操作的延迟、进程、丢失情况，更多视图即将推出。&lt;/p&gt;&lt;p&gt;使用 Qt %2 构建，运行于 Qt %3。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Not a Capture</source>
        <translation>不是采集文件</translation>
    </message>
    <message>
        <source>Dropped file is not a capture.</source>
        <translation>拖放的文件不是采集文件。</translation>
    </message>
    <message>
        <source>Save Capture As</source>
        <translation>采集另存为</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>指南(&amp;G)</translation>
    </message>
    <message>
        <source>How to read a chain, the timeline and the memory view</source>
        <translation>如何解读因果链、时间线和内存视图</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Every key and mouse gesture, by view</source>
        <translation>按视图列出所有按键和鼠标操作</translation>
    </message>
    <message>
        <source>&amp;Ranks</source>
        <translation>Rank(&amp;R)</translation>
    </message>
    <message>
        <source>The job&apos;s ranks side by side: which rank the others waited for at each collective</source>
        <translation>并排显示作业的各个 rank：每次集合通信中其他 rank 在等待哪个 rank</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Compare &amp;With…</source>
        <translation>与其他运行比较(&amp;W)…</translation>
    </message>
    <message>
        <source>Compare the open capture or snapshot with another run: what changed, by how much, and where (Shift while dropping a file does the same)</source>
        <translation>将当前打开的采集或快照与另一次运行比较：哪些发生了变化、变化多少、在何处（拖放文件时按住 Shift 效果相同）</translation>
    </message>
</context>
<context>
    <name>faultline::MemoryTimeline</name>
    <message>
        <source>No recorded allocator history for this device.</source>
        <translation>此设备没有记录的分配器历史。</translation>
    </message>
    <message>
        <source>seconds since the first recorded entry</source>
        <translation>自第一个记录条目以来的秒数</translation>
    </message>
    <message>
        <source>trace entry</source>
        <translation>跟踪条目</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>other (1 site)</source>
        <translation>其他（1 处）</translation>
    </message>
    <message>
        <source>other (%1 sites)</source>
        <translation>其他（%1 处）</translation>
    </message>
    <message>
        <source>no frames recorded</source>
        <translation>未记录帧</translation>
    </message>
    <message>
        <source>Reserved: memory the caching allocator holds from the driver (the most in each bucket).</source>
        <translation>保留：缓存分配器从驱动程序持有的内存（每个区间的最大值）。</translation>
    </message>
    <message>
        <source>%1
every other allocation site (the largest held %2 at once)</source>
        <translation>%1
其他所有分配位置（最大时同时持有 %2）</translation>
    </message>
    <message>
        <source>%1
peak %2; %3 at the highest point
Click to outline the blocks it allocated.</source>
        <translation>%1
峰值 %2；最高点时 %3
单击以勾勒其分配的块。</translation>
    </message>
    <message>
        <source>after entry #%1</source>
        <translation>第 #%1 个条目之后</translation>
    </message>
    <message>
        <source>after entry #%1 (the peak of entries #%2–%3)</source>
        <translation>第 #%1 个条目之后（条目 #%2–%3 的峰值）</translation>
    </message>
    <message>
        <source>%1 allocated, %2 reserved
%3</source>
        <translation>已分配 %1，保留 %2
%3</translation>
    </message>
    <message>
        <source>%1
%2 of %3 allocated
%4</source>
        <translation>%1
已分配 %2 / %3
%4</translation>
    </message>
    <message>
        <source>%1
— %2</source>
        <translation>%1
— %2</translation>
    </message>
    <message>
        <source>OOM: %1</source>
        <extracomment>A mark on the memory chart where an allocation failed; %1 is the size asked, like 23.6 GiB</extracomment>
        <translation>OOM：%1</translation>
    </message>
</context>
<context>
    <name>faultline::MemoryWorkspace</name>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>Device:</source>
        <translation>设备：</translation>
    </message>
    <message>
        <source>Pool:</source>
        <translation>内存池：</translation>
    </message>
    <message>
        <source>Stream:</source>
        <translation>流：</translation>
    </message>
    <message>
        <source>allocated</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>pending free</source>
        <translation>待释放</translation>
    </message>
    <message>
        <source>free (cached)</source>
        <translation>空闲（已缓存）</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>碎片</translation>
    </message>
    <message>
        <source>OOM</source>
        <translation>OOM</translation>
    </message>
    <message>
        <source>Frames of the clicked block. Select one to outline every block it allocated.</source>
        <translation>所单击块的帧。选择一个以勾勒其分配的所有块。</translation>
    </message>
    <message>
        <source>Frames</source>
        <translation>帧</translation>
    </message>
    <message>
        <source>Allocator history: drag to see the state after any recorded entry.</source>
        <translation>分配器历史：拖动以查看任一记录条目之后的状态。</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>已分配</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Internal waste</source>
        <translation>内部浪费</translation>
    </message>
    <message>
        <source>Pending free</source>
        <translation>待释放</translation>
    </message>
    <message>
        <source>Inactive (cached free)</source>
        <translation>非活动（已缓存空闲）</translation>
    </message>
    <message>
        <source>Releasable</source>
        <translation>可释放</translation>
    </message>
    <message>
        <source>Whole free segments that torch.cuda.empty_cache() would return.</source>
        <translation>torch.cuda.empty_cache() 会归还的完整空闲段。</translation>
    </message>
    <message>
        <source>Largest free block</source>
        <translation>最大空闲块</translation>
    </message>
    <message>
        <source>External fragmentation</source>
        <translation>外部碎片</translation>
    </message>
    <message>
        <source>Σgap² metric</source>
        <translation>Σgap² 指标</translation>
    </message>
    <message>
        <source>Blocks / segments</source>
        <translation>块 / 段</translation>
    </message>
    <message>
        <source>Live blocks and segments of the shown state.</source>
        <translation>所显示状态下的活动块和段。</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>解释</translation>
    </message>
    <message>
        <source>Paste a “CUDA out of memory” error message here…</source>
        <translation>在此粘贴“CUDA out of memory”错误消息…</translation>
    </message>
    <message>
        <source>Explain Message</source>
        <translation>解释消息</translation>
    </message>
    <message>
        <source>All pools</source>
        <translation>所有内存池</translation>
    </message>
    <message>
        <source>All streams</source>
        <translation>所有流</translation>
    </message>
    <message>
        <source>Default pool</source>
        <translation>默认内存池</translation>
    </message>
    <message>
        <source>Private pool (%1, %2)</source>
        <translation>私有内存池（%1，%2）</translation>
    </message>
    <message>
        <source>Default stream</source>
        <translation>默认流</translation>
    </message>
    <message>
        <source>Stream 0x%1</source>
        <translation>流 0x%1</translation>
    </message>
    <message>
        <source>Entry %1: %2 requested</source>
        <translation>条目 %1：请求 %2</translation>
    </message>
    <message>
        <source>No oom entry in this device&apos;s trace</source>
        <translation>此设备的跟踪中没有 OOM 条目</translation>
    </message>
    <message>
        <source>Replaying the history of GPU %1…</source>
        <translation>正在回放 GPU %1 的历史…</translation>
    </message>
    <message>
        <source>Final state (after all %1 entries)</source>
        <translation>最终状态（全部 %1 个条目之后）</translation>
    </message>
    <message>
        <source>Before the first of %1 recorded entries</source>
        <translation>在 %1 个已记录条目的第一个之前</translation>
    </message>
    <message>
        <source>After entry #%1 of %2</source>
        <translation>第 %1 个条目之后（共 %2 个）</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>No frames recorded for this block.</source>
        <translation>此块没有记录帧。</translation>
    </message>
    <message>
        <source>[py] </source>
        <translation>[py] </translation>
    </message>
    <message>
        <source>[c++] </source>
        <translation>[c++] </translation>
    </message>
    <message>
        <source>No out-of-memory message found in the pasted text.</source>
        <translation>在粘贴的文本中未找到内存不足消息。</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>发现</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Fragmentation: free memory in pieces too small</source>
        <translation>碎片化：空闲内存被分割成过小的片段</translation>
    </message>
    <message>
        <source>Exhaustion: live tensors need more than there is</source>
        <translation>内存耗尽：存活张量所需超过可用内存</translation>
    </message>
    <message>
        <source>Memory held elsewhere</source>
        <translation>内存被别处占用</translation>
    </message>
    <message>
        <source>Cause not determined</source>
        <translation>无法确定原因</translation>
    </message>
    <message>
        <source>traced segment (its tensors unknown)</source>
        <translation>已跟踪的段（其中的张量未知）</translation>
    </message>
    <message>
        <source>No frames recorded for this entry.</source>
        <translation>此条目没有记录帧。</translation>
    </message>
    <message>
        <source>What the caching allocator holds from CUDA: all its segments.</source>
        <translation>缓存分配器从 CUDA 持有的内存：其所有段。</translation>
    </message>
    <message>
        <source>Held by live tensors, in blocks the allocator rounded up.</source>
        <translation>存活张量占用的内存，以分配器向上取整后的块计。</translation>
    </message>
    <message>
        <source>What the program asked for.</source>
        <translation>程序请求的内存。</translation>
    </message>
    <message>
        <source>Allocated − requested: rounding inside blocks. High above 10 % of allocated.</source>
        <translation>已分配 − 请求：块内取整造成的浪费。超过已分配的 10 % 即为偏高。</translation>
    </message>
    <message>
        <source>Freed by the program, still in use on another stream. High above 5 % of reserved.</source>
        <translation>程序已释放，但仍在另一个流上使用。超过保留的 5 % 即为偏高。</translation>
    </message>
    <message>
        <source>Free blocks inside segments: kept for this process, unusable by others. High above 20 % of reserved.</source>
        <translation>段内的空闲块：为此进程保留，其他进程无法使用。超过保留的 20 % 即为偏高。</translation>
    </message>
    <message>
        <source>The largest request the cache can serve without a new segment. Bad when far below the cached free.</source>
        <translation>缓存无需新段即可满足的最大请求。远低于缓存空闲量时即为不佳。</translation>
    </message>
    <message>
        <source>1 − largest free block / cached free: 0 is one free piece, near 1 many small ones. High above 0.5 when the cached free is over 5 % of reserved.</source>
        <translation>1 − 最大空闲块 / 缓存空闲量：0 表示空闲空间是完整的一块，接近 1 表示分成许多小块。缓存空闲量超过保留的 5 % 时，高于 0.5 即为偏高。</translation>
    </message>
    <message>
        <source>MemoryViz&apos;s score: Σ (runs of free bytes)² / reserved². Near 0: the free space is scattered.</source>
        <translation>MemoryViz 的评分：Σ（连续空闲字节数）² / 保留²。接近 0：空闲空间分散。</translation>
    </message>
    <message>
        <source>This capture traced the allocator&apos;s segments (cudaMalloc), not the tensors inside them: how much of each segment was free is unknown. Record with the probe&apos;s tensor events, or open the job&apos;s memory snapshot, to see it.</source>
        <translation>此采集跟踪的是分配器的段（cudaMalloc），而不是段中的张量：每个段有多少空闲是未知的。要查看这一点，请启用探针的张量事件进行录制，或打开该作业的内存快照。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>— / %1</source>
        <translation>— / %1</translation>
    </message>
    <message>
        <source>%1 (high)</source>
        <translation>%1（偏高）</translation>
    </message>
    <message>
        <source>Where this comes from in your code: the site every view names.</source>
        <translation>它在你代码中的来源：各视图所指的分配位置。</translation>
    </message>
    <message>
        <source>Exhaustion or fragmentation: the capture cannot tell</source>
        <translation>内存耗尽或碎片化：采集无法判断</translation>
    </message>
</context>
<context>
    <name>faultline::NoteDialog</name>
    <message>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>红色</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>橙色</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>绿色</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>蓝色</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>紫色</translation>
    </message>
    <message>
        <source>Add Note</source>
        <translation>添加备注</translation>
    </message>
    <message>
        <source>Edit Note</source>
        <translation>编辑备注</translation>
    </message>
    <message>
        <source>What happens here, and why it matters</source>
        <translation>这里发生了什么，为什么重要</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>文本(&amp;T)：</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>自定义…</translation>
    </message>
    <message>
        <source>Choose any colour</source>
        <translation>选择任意颜色</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>颜色：</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>作者(&amp;A)：</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Note Colour</source>
        <translation>备注颜色</translation>
    </message>
</context>
<context>
    <name>faultline::NotesController</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Add &amp;Note…</source>
        <translation>添加备注(&amp;N)…</translation>
    </message>
    <message>
        <source>A note at the mouse&apos;s time on the timeline, or over the selected range</source>
        <translation>在时间线上鼠标所在时间或所选范围添加备注</translation>
    </message>
    <message>
        <source>Save A&amp;nnotated Copy…</source>
        <translation>保存带注释的副本(&amp;N)…</translation>
    </message>
    <message>
        <source>Write a copy of the capture with the notes in its annotations table, for Ingero&apos;s tools and others</source>
        <translation>写入一份将备注放入 annotations 表的采集文件副本，供 Ingero 的工具等使用</translation>
    </message>
    <message>
        <source>The notes in %1 could not be read (%2); they are kept as they are.</source>
        <translation>无法读取 %1 中的备注（%2）；它们保持原样。</translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) from %1.</source>
        <translation>
            <numerusform>来自 %1 的 %n 条备注。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) stored in the capture (read-only).</source>
        <translation>
            <numerusform>采集中存储了 %n 条备注（只读）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Notes saved to %1.</source>
        <translation>备注已保存到 %1。</translation>
    </message>
    <message>
        <source>The notes cannot be saved beside the capture (%1); they are saved in %2 instead.</source>
        <translation>无法将备注保存在采集文件旁（%1）；改为保存到 %2。</translation>
    </message>
    <message>
        <source>The notes cannot be saved (%1); they are kept until the capture is closed. File ▸ Save Annotated Copy… keeps them in a copy of the capture.</source>
        <translation>无法保存备注（%1）；在关闭采集前它们会保留。文件 ▸ 保存带注释的副本… 可将它们保存在采集的副本中。</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1（PID %2）</translation>
    </message>
    <message>
        <source>The note was not added: its capture is no longer open.</source>
        <translation>未添加备注：其采集已不再打开。</translation>
    </message>
    <message>
        <source>The note was not saved: %1</source>
        <translation>未保存备注：%1</translation>
    </message>
    <message>
        <source>A note at %1</source>
        <translation>%1 处的备注</translation>
    </message>
    <message>
        <source>A note at %1 on %2</source>
        <translation>%2 上 %1 处的备注</translation>
    </message>
    <message>
        <source>A note at %1 on %2, event %3</source>
        <translation>%2 上 %1 处的备注，事件 %3</translation>
    </message>
    <message>
        <source>A note from %1 to %2 (%3)</source>
        <translation>%1 至 %2 的备注（%3）</translation>
    </message>
    <message>
        <source>A note on the chain “%1” (%2), %3 to %4</source>
        <translation>因果链“%1”（%2）上的备注，%3 至 %4</translation>
    </message>
    <message>
        <source>This note is stored in the capture; it is shown, not changed here.</source>
        <translation>此备注存储在采集中；这里只显示，不可更改。</translation>
    </message>
    <message>
        <source>A note from %1 to %2</source>
        <translation>%1 至 %2 的备注</translation>
    </message>
    <message>
        <source>Add Note Here…</source>
        <translation>在此添加备注…</translation>
    </message>
    <message>
        <source>Add Note Here, on %1…</source>
        <translation>在此添加备注（%1 上）…</translation>
    </message>
    <message>
        <source>Add Note for Selection…</source>
        <translation>为选区添加备注…</translation>
    </message>
    <message>
        <source>Edit Note…</source>
        <translation>编辑备注…</translation>
    </message>
    <message>
        <source>Delete Note</source>
        <translation>删除备注</translation>
    </message>
    <message>
        <source>Add Note for Chain…</source>
        <translation>为因果链添加备注…</translation>
    </message>
    <message>
        <source>The history has no times in order: there is no time to put a note at.</source>
        <translation>历史中的时间不是有序的：没有可放置备注的时间。</translation>
    </message>
    <message>
        <source>Save Annotated Copy</source>
        <translation>保存带注释的副本</translation>
    </message>
    <message>
        <source>Captures (*.db)</source>
        <translation>采集文件 (*.db)</translation>
    </message>
    <message>
        <source>The annotated copy cannot replace the open capture; choose another file.</source>
        <translation>带注释的副本不能替换当前打开的采集文件；请选择其他文件。</translation>
    </message>
    <message numerus="yes">
        <source>Saving a copy of %1 with %n note(s) as %2…</source>
        <translation>
            <numerusform>正在将 %1 的副本（含 %n 条备注）保存为 %2…</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not save the annotated copy: %1</source>
        <translation>无法保存带注释的副本：%1</translation>
    </message>
    <message numerus="yes">
        <source>Saved a copy with %n note(s) as %1.</source>
        <translation>
            <numerusform>已将含 %n 条备注的副本保存为 %1。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>faultline::NotesModel</name>
    <message>
        <source>Stored in the capture&apos;s annotations table: shown, not changed here. %1</source>
        <translation>存储在采集的 annotations 表中：这里只显示，不可更改。%1</translation>
    </message>
    <message>
        <source>span, %1</source>
        <translation>时间段，%1</translation>
    </message>
    <message>
        <source>point</source>
        <translation>时间点</translation>
    </message>
    <message>
        <source>chain %1</source>
        <translation>因果链 %1</translation>
    </message>
    <message>
        <source>event %1 (pid %2)</source>
        <translation>事件 %1（PID %2）</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>事件 %1</translation>
    </message>
    <message>
        <source>pid %1</source>
        <translation>PID %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作者</translation>
    </message>
    <message>
        <source>Pinned to</source>
        <translation>固定到</translation>
    </message>
</context>
<context>
    <name>faultline::NotesPanel</name>
    <message>
        <source>Filter notes</source>
        <translation>筛选备注</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the note (Del); Edit ▸ Undo brings it back</source>
        <translation>删除备注（Del）；编辑 ▸ 撤销 可将其恢复</translation>
    </message>
    <message>
        <source>This note is stored in the capture; it is shown, not changed here.</source>
        <translation>此备注存储在采集中；这里只显示，不可更改。</translation>
    </message>
    <message>
        <source>Change the note&apos;s text, colour or author</source>
        <translation>更改备注的文本、颜色或作者</translation>
    </message>
    <message>
        <source>No notes yet. In the timeline press N, or right-click ▸ Add Note Here…; right-click a chain for Add Note for Chain….</source>
        <translation>还没有备注。在时间线中按 N，或右键 ▸ 在此添加备注…；右键单击因果链可选择 为因果链添加备注…。</translation>
    </message>
    <message>
        <source>No note matches the filter.</source>
        <translation>没有与筛选条件匹配的备注。</translation>
    </message>
</context>
<context>
    <name>faultline::OpStatsModel</name>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>%1 of %2 (sampled)</source>
        <translation>%1 / %2（采样）</translation>
    </message>
    <message>
        <source>The capture stored %1 of the %2 calls the tracer saw (event_aggregates hold the true count). Latency percentiles are computed over the stored calls.</source>
        <translation>采集存储了跟踪器观测到的 %2 次调用中的 %1 次（event_aggregates 保存真实计数）。延迟百分位数基于已存储的调用计算。</translation>
    </message>
    <message>
        <source>Every call the tracer saw is stored.</source>
        <translation>跟踪器观测到的每次调用都已存储。</translation>
    </message>
    <message>
        <source>Nearest-rank percentile of the stored calls&apos; durations.</source>
        <translation>已存储调用持续时间的最近秩百分位数。</translation>
    </message>
    <message>
        <source>%1 in all calls (event_aggregates); %2 in the stored calls.</source>
        <translation>所有调用中为 %1（event_aggregates）；已存储调用中为 %2。</translation>
    </message>
    <message>
        <source>Stored calls; “of N (sampled)” when the capture kept only a subset.</source>
        <translation>已存储的调用；当采集只保留了一部分时显示“共 N 次（采样）”。</translation>
    </message>
    <message>
        <source>Latency percentile over the stored calls (nearest rank).</source>
        <translation>基于已存储调用的延迟百分位数（最近秩）。</translation>
    </message>
    <message>
        <source>Bytes requested or copied, for ops whose first argument is a size.</source>
        <translation>对第一个参数为大小的操作，请求或复制的字节数。</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>进程</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p95</source>
        <translation>p95</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>Total bytes</source>
        <translation>总字节数</translation>
    </message>
</context>
<context>
    <name>faultline::PathMappingsDialog</name>
    <message>
        <source>Source Path Mappings</source>
        <translation>源路径映射</translation>
    </message>
    <message>
        <source>The capture records file paths of the machine it was taken on. Map a folder there to the folder holding the same files here; the longest matching prefix wins. Remembered for this capture; mappings for every capture are in Edit ▸ Preferences ▸ Source.</source>
        <translation>采集记录的是采集所在机器上的文件路径。将那里的文件夹映射到本机上存放相同文件的文件夹；最长匹配前缀优先。此设置为该采集记住；适用于所有采集的映射位于 编辑 ▸ 首选项 ▸ 源代码。</translation>
    </message>
</context>
<context>
    <name>faultline::PathMappingsEditor</name>
    <message>
        <source>On the traced machine</source>
        <translation>在被跟踪的机器上</translation>
    </message>
    <message>
        <source>On this machine</source>
        <translation>在本机上</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>移除(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Choose the local folder of the selected row</source>
        <translation>为所选行选择本地文件夹</translation>
    </message>
    <message>
        <source>Local Folder</source>
        <translation>本地文件夹</translation>
    </message>
</context>
<context>
    <name>faultline::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>外观(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Time</source>
        <translation>时间(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>源代码(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Capture</source>
        <translation>采集(&amp;C)</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>系统默认</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>系统默认（%1）</translation>
    </message>
    <message>
        <source>%1 (no translation yet: English)</source>
        <translation>%1（尚无翻译：英语）</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>A new language is used when Faultline starts again.</source>
        <translation>新语言将在下次启动 Faultline 时生效。</translation>
    </message>
    <message>
        <source>Since the capture &amp;start (+12.250 s)</source>
        <translation>自采集开始(&amp;S)（+12.250 s）</translation>
    </message>
    <message>
        <source>&amp;Wall-clock time of day (14:03:12.250)</source>
        <translation>挂钟时间(&amp;W)（14:03:12.250）</translation>
    </message>
    <message>
        <source>Show times:</source>
        <translation>显示时间：</translation>
    </message>
    <message>
        <source>The ruler shows the other form under each tick, the event details both.</source>
        <translation>标尺在每个刻度下方显示另一种形式，事件详情则两者都显示。</translation>
    </message>
    <message>
        <source>Automatic (850 ns, 224.31 µs, 12.25 ms, 1.50 s)</source>
        <translation>自动（850 ns、224.31 µs、12.25 ms、1.50 s）</translation>
    </message>
    <message>
        <source>Nanoseconds (ns)</source>
        <translation>纳秒 (ns)</translation>
    </message>
    <message>
        <source>Microseconds (µs)</source>
        <translation>微秒 (µs)</translation>
    </message>
    <message>
        <source>Milliseconds (ms)</source>
        <translation>毫秒 (ms)</translation>
    </message>
    <message>
        <source>Seconds (s)</source>
        <translation>秒 (s)</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>单位(&amp;U)：</translation>
    </message>
    <message>
        <source>Durations in the tables, tooltips, ruler and status lines, and times since the capture start, are given in this unit.</source>
        <translation>表格、工具提示、标尺和状态行中的持续时间，以及自采集开始的时间，都使用此单位。</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>预设</translation>
    </message>
    <message>
        <source>&amp;Editor command:</source>
        <translation>编辑器命令(&amp;E)：</translation>
    </message>
    <message>
        <source>Used by Open in Editor in the Source view; {file} and {line} are replaced by the file found on this machine and the line.</source>
        <translation>供源代码视图中的“在编辑器中打开”使用；{file} 和 {line} 会替换为在本机上找到的文件和行号。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Path mappings for every capture&lt;/b&gt;</source>
        <translation>&lt;b&gt;适用于所有采集的路径映射&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Captures record the paths of the machine they were taken on. Map a folder there to the folder holding the same files here; the longest matching prefix wins. A capture&apos;s own mappings (Path Mappings… in the Source view) are tried first.</source>
        <translation>采集记录的是采集所在机器上的路径。将那里的文件夹映射到本机上存放相同文件的文件夹；最长匹配前缀优先。采集自身的映射（源代码视图中的“路径映射…”）会优先尝试。</translation>
    </message>
    <message>
        <source>What Capture ▸ Attach… starts with; each capture can still change it.</source>
        <translation>采集 ▸ 附加… 的初始设置；每次采集仍可更改。</translation>
    </message>
    <message>
        <source>Native &amp;stacks</source>
        <translation>原生调用栈(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Python frames</source>
        <translation>&amp;Python 帧</translation>
    </message>
    <message>
        <source>Record:</source>
        <translation>记录：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>until stopped</source>
        <translation>直到停止</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>时长(&amp;D)：</translation>
    </message>
    <message>
        <source>the cache folder (%1)</source>
        <translation>缓存文件夹（%1）</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose the folder</source>
        <translation>选择文件夹</translation>
    </message>
    <message>
        <source>Capture &amp;folder:</source>
        <translation>采集文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>Where a live capture is written when the Attach dialog names no file.</source>
        <translation>当“附加”对话框未指定文件时，实时采集写入的位置。</translation>
    </message>
    <message>
        <source>Capture Folder</source>
        <translation>采集文件夹</translation>
    </message>
</context>
<context>
    <name>faultline::ProblemsWidget</name>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
</context>
<context>
    <name>faultline::ProcessListModel</name>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>User</source>
        <translation>用户</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>命令行</translation>
    </message>
    <message>
        <source>CUDA libraries</source>
        <translation>CUDA 库</translation>
    </message>
</context>
<context>
    <name>faultline::ProcessStatsModel</name>
    <message>
        <source>Stored events of this process, all sources.</source>
        <translation>此进程已存储的事件，所有来源。</translation>
    </message>
    <message>
        <source>Stored CUDA runtime and driver calls.</source>
        <translation>已存储的 CUDA 运行时和驱动调用。</translation>
    </message>
    <message>
        <source>Time its threads spent off CPU (sched_switch intervals).</source>
        <translation>其线程离开 CPU 的时间（sched_switch 区间）。</translation>
    </message>
    <message>
        <source>Times its threads were switched out (stored sched_switch events).</source>
        <translation>其线程被切换出去的次数（已存储的 sched_switch 事件）。</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>进程</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>线程</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>CUDA calls</source>
        <translation>CUDA 调用</translation>
    </message>
    <message>
        <source>Off-CPU</source>
        <translation>离开 CPU</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>切换</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>%1 a node or rank of a merged capture (&quot;rank3&quot;), %2 a process or GPU</extracomment>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>faultline::RankHeatMap</name>
    <message>
        <source>rank %1</source>
        <translation>rank %1</translation>
    </message>
    <message>
        <source>wait (ms)</source>
        <translation>等待（ms）</translation>
    </message>
    <message>
        <source>No collective was matched across the ranks: there are no waits to show.</source>
        <translation>没有在各 rank 之间匹配到任何集合通信：没有可显示的等待。</translation>
    </message>
    <message>
        <source>%1 · %2 #%3 of group %4</source>
        <translation>%1 · 组 %4 中的 %2 #%3</translation>
    </message>
    <message>
        <source>This rank has no kernel for it.</source>
        <translation>此 rank 没有与之对应的内核。</translation>
    </message>
    <message>
        <source>waited %1</source>
        <translation>等待了 %1</translation>
    </message>
    <message>
        <source>arrived last: the others waited for it</source>
        <translation>最后到达：其他 rank 在等待它</translation>
    </message>
    <message>
        <source>last to arrive: %1</source>
        <translation>最后到达：%1</translation>
    </message>
    <message>
        <source>no rank arrived noticeably late</source>
        <translation>没有 rank 明显迟到</translation>
    </message>
    <message>
        <source>Click: this collective on the timeline</source>
        <translation>单击：在时间线上显示此集合通信</translation>
    </message>
    <message>
        <source>%1 · step %2</source>
        <translation>%1 · 第 %2 步</translation>
    </message>
    <message>
        <source>%1 · outside the steps</source>
        <translation>%1 · 步之外</translation>
    </message>
    <message>
        <source>waited %1 in %2 collectives</source>
        <translation>在 %2 次集合通信中等待了 %1</translation>
    </message>
    <message>
        <source>last to arrive most often: %1 (%2 of %3)</source>
        <translation>最常最后到达：%1（%3 次中有 %2 次）</translation>
    </message>
    <message>
        <source>Click: the collective it waited longest in, on the timeline</source>
        <translation>单击：在时间线上显示其等待最久的集合通信</translation>
    </message>
    <message>
        <source>collective, in order of the last arrival</source>
        <translation>集合通信，按最后到达者排序</translation>
    </message>
    <message>
        <source>other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>step (waits summed)</source>
        <translation>步（等待时间求和）</translation>
    </message>
    <message>
        <source>%1 ◀ last</source>
        <translation>%1 ◀ 最后</translation>
    </message>
</context>
<context>
    <name>faultline::RanksModel</name>
    <message>
        <source>arrived last at %1 of %2 collectives</source>
        <translation>在 %2 次集合通信中有 %1 次最后到达</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 a rank&apos;s step time, %2 its difference from the median rank&apos;s (&quot;+1.25 ms&quot;)</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The straggler: %1; the other ranks waited %2 for it.</source>
        <translation>掉队者：%1；其他 rank 共等待它 %2。</translation>
    </message>
    <message>
        <source>Median of %1 counted steps; the median rank&apos;s step is %2.</source>
        <translation>%1 个计入步的中位数；中位 rank 的步耗时为 %2。</translation>
    </message>
    <message>
        <source>GPU busy %1 of %2 (compute kernels %3).</source>
        <translation>GPU 在 %2 中忙碌 %1（计算内核 %3）。</translation>
    </message>
    <message>
        <source>%1 of its counted steps spent waiting for the last rank to arrive at a collective.</source>
        <translation>其计入的步中有 %1 的时间用于等待最后一个 rank 到达集合通信。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>步耗时</translation>
    </message>
    <message>
        <source>GPU busy</source>
        <translation>GPU 忙碌</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>等待</translation>
    </message>
    <message>
        <source>Last to arrive</source>
        <translation>最后到达</translation>
    </message>
    <message>
        <source>Collectives</source>
        <translation>集合通信</translation>
    </message>
    <message>
        <source>The host the rank ran on, or its node in the capture.</source>
        <translation>该 rank 运行所在的主机，或其在采集中的节点。</translation>
    </message>
    <message>
        <source>The rank&apos;s median step, warm-up left out; beside it, how far it is from the median rank&apos;s.</source>
        <translation>该 rank 的步耗时中位数（不含预热）；旁边是它与中位 rank 的差值。</translation>
    </message>
    <message>
        <source>Share of the counted steps (or of its GPU span) its GPU was busy.</source>
        <translation>其 GPU 处于忙碌状态的时间在计入的步（或其 GPU 时间跨度）中所占的比例。</translation>
    </message>
    <message>
        <source>Time in collectives spent waiting for the last rank: its kernels&apos; time beyond the last arrival&apos;s.</source>
        <translation>在集合通信中等待最后一个 rank 的时间：其内核耗时超出最后到达者内核耗时的部分。</translation>
    </message>
    <message>
        <source>Collectives at which this rank arrived last, so that the others waited for it.</source>
        <translation>此 rank 最后到达、因而其他 rank 需等待它的集合通信。</translation>
    </message>
    <message>
        <source>Collectives matched across the ranks that this rank took part in.</source>
        <translation>此 rank 参与的、已在各 rank 之间匹配的集合通信。</translation>
    </message>
</context>
<context>
    <name>faultline::RanksView</name>
    <message>
        <source>Waits per Step</source>
        <translation>每步等待</translation>
    </message>
    <message>
        <source>A heat map column per step (the waits of its collectives summed) instead of one per collective</source>
        <translation>热力图每步一列（其集合通信的等待时间求和），而不是每次集合通信一列</translation>
    </message>
    <message>
        <source>Enter or double-click: this rank on the timeline</source>
        <translation>Enter 或双击：在时间线上显示此 rank</translation>
    </message>
    <message>
        <source>Open a capture of a job&apos;s ranks to compare them.</source>
        <translation>打开包含作业各 rank 的采集文件以进行比较。</translation>
    </message>
    <message>
        <source>Matching the ranks&apos; collectives…</source>
        <translation>正在匹配各 rank 的集合通信…</translation>
    </message>
    <message>
        <source>This capture has no GPU work of ranks to compare.

Import the traces of a job&apos;s ranks together (faultline import rank0.json rank1.json … -o job.db) to see which rank the others waited for.</source>
        <translation>此采集中没有可供比较的各 rank 的 GPU 工作。

将作业各 rank 的跟踪一起导入（faultline import rank0.json rank1.json … -o job.db），即可查看其他 rank 在等待哪个 rank。</translation>
    </message>
    <message>
        <source>This capture has one rank: there is no other to compare it with.

Import the traces of a job&apos;s ranks together (faultline import rank0.json rank1.json … -o job.db) to see which rank the others waited for.</source>
        <translation>此采集只有一个 rank：没有其他 rank 可与之比较。

将作业各 rank 的跟踪一起导入（faultline import rank0.json rank1.json … -o job.db），即可查看其他 rank 在等待哪个 rank。</translation>
    </message>
    <message>
        <source>%1 ranks · %2 collectives</source>
        <translation>%1 个 rank · %2 次集合通信</translation>
    </message>
    <message>
        <source>%1 (%2 of the step)</source>
        <extracomment>%1 a duration, %2 its share of the other ranks&apos; step time (&quot;18 %&quot;)</extracomment>
        <translation>%1（占步的 %2）</translation>
    </message>
    <message>
        <source> · straggler: rank %1, last at %2 of %3, others waited %4</source>
        <translation> · 掉队者：rank %1，%3 次中有 %2 次最后到达，其他 rank 等待了 %4</translation>
    </message>
    <message>
        <source> · no straggler stands out</source>
        <translation> · 没有明显的掉队者</translation>
    </message>
    <message>
        <source> · %1 collective kernels without a counterpart on every rank</source>
        <translation> · %1 个集合通信内核并非在每个 rank 上都有对应内核</translation>
    </message>
    <message>
        <source> · not the ranks of one job: %1</source>
        <extracomment>%1 why the traces are not the ranks of one job (&quot;their world sizes differ (2, 8)&quot;)</extracomment>
        <translation> · 不是同一作业的 rank：%1</translation>
    </message>
</context>
<context>
    <name>faultline::ResultModel</name>
    <message>
        <source>unix-ns timestamps shown as UTC times</source>
        <translation>Unix 纳秒时间戳显示为 UTC 时间</translation>
    </message>
    <message>
        <source>nanoseconds shown as durations</source>
        <translation>纳秒显示为持续时间</translation>
    </message>
    <message>
        <source>byte counts shown in KiB, MiB, GiB</source>
        <translation>字节数以 KiB、MiB、GiB 显示</translation>
    </message>
    <message>
        <source>source codes shown by name</source>
        <translation>来源代码以名称显示</translation>
    </message>
    <message>
        <source>op codes shown by name</source>
        <translation>操作代码以名称显示</translation>
    </message>
    <message>
        <source>event ids</source>
        <translation>事件 ID</translation>
    </message>
    <message>
        <source>&lt;%1 bytes&gt;</source>
        <translation>&lt;%1 字节&gt;</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>Double-click a cell to show it on the timeline</source>
        <translation>双击单元格可在时间线上显示</translation>
    </message>
</context>
<context>
    <name>faultline::ResultTable</name>
    <message>
        <source>Copy as TSV</source>
        <translation>复制为 TSV</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>复制为 CSV</translation>
    </message>
    <message>
        <source>Copy as JSON</source>
        <translation>复制为 JSON</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>复制为 Markdown</translation>
    </message>
    <message>
        <source>Copy Cell as Shown</source>
        <translation>按显示内容复制单元格</translation>
    </message>
    <message>
        <source>Show on Timeline</source>
        <translation>在时间线上显示</translation>
    </message>
</context>
<context>
    <name>faultline::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Filter by key or action</source>
        <translation>按按键或操作筛选</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>作用</translation>
    </message>
</context>
<context>
    <name>faultline::SourceView</name>
    <message>
        <source>Path Mappings…</source>
        <translation>路径映射…</translation>
    </message>
    <message>
        <source>Map folders of the traced machine to folders on this one</source>
        <translation>将被跟踪机器的文件夹映射到本机的文件夹</translation>
    </message>
    <message>
        <source>Open in Editor</source>
        <translation>在编辑器中打开</translation>
    </message>
    <message>
        <source>Click a source line of a chain, a Python frame of an event&apos;s stack or a frame in Stacks to see the code here.</source>
        <translation>单击因果链的源代码行、事件调用栈中的 Python 帧或“调用栈”中的帧，即可在此查看代码。</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>函数</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源代码</translation>
    </message>
    <message>
        <source>%1  in  %2</source>
        <translation>%2  中的  %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 was not found on this machine.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Tried:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;The capture was taken on another machine: &lt;a href=&quot;mappings&quot;&gt;map its folder&lt;/a&gt; to where the same files are here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;在本机上未找到 %1。&lt;/b&gt;&lt;/p&gt;&lt;p&gt;已尝试：&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;该采集是在另一台机器上进行的：请&lt;a href=&quot;mappings&quot;&gt;映射其文件夹&lt;/a&gt;到本机存放相同文件的位置。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 cannot be shown:&lt;/b&gt; %2&lt;/p&gt;&lt;p&gt;&lt;tt&gt;%3&lt;/tt&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;无法显示 %1：&lt;/b&gt;%2&lt;/p&gt;&lt;p&gt;&lt;tt&gt;%3&lt;/tt&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Line %1 is past the end of %2 (%3 lines): the file has changed since the capture.</source>
        <translation>第 %1 行超出了 %2 的末尾（共 %3 行）：该文件自采集以来已更改。</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Native</source>
        <translation>原生</translation>
    </message>
    <message>
        <source>Custom Command…</source>
        <translation>自定义命令…</translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation>自定义：%1</translation>
    </message>
    <message>
        <source>Open the file at the line with: %1</source>
        <translation>使用以下命令在该行打开文件：%1</translation>
    </message>
    <message>
        <source>Editor Command</source>
        <translation>编辑器命令</translation>
    </message>
    <message>
        <source>Command to open a file at a line; {file} and {line} are replaced:</source>
        <translation>在指定行打开文件的命令；{file} 和 {line} 会被替换：</translation>
    </message>
    <message>
        <source>The file is not on this machine: set a path mapping first.</source>
        <translation>该文件不在本机上：请先设置路径映射。</translation>
    </message>
    <message>
        <source>The editor command is empty.</source>
        <translation>编辑器命令为空。</translation>
    </message>
    <message>
        <source>Could not start “%1”: is it installed and on the PATH? Choose another editor in the menu beside Open in Editor.</source>
        <translation>无法启动“%1”：它是否已安装并位于 PATH 中？请在“在编辑器中打开”旁边的菜单中选择其他编辑器。</translation>
    </message>
</context>
<context>
    <name>faultline::SqlConsole</name>
    <message>
        <source>Rename Tab</source>
        <translation>重命名标签页</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Nothing selected to copy.</source>
        <translation>没有选中要复制的内容。</translation>
    </message>
    <message>
        <source>Copied 1 row as %1.</source>
        <translation>已将 1 行复制为 %1。</translation>
    </message>
    <message>
        <source>Copied %1 rows as %2.</source>
        <translation>已将 %1 行复制为 %2。</translation>
    </message>
    <message>
        <source>Copied %1 rows as %2; %3 selected rows were not loaded and were left out (Export writes the whole result).</source>
        <translation>已将 %1 行复制为 %2；选中的 %3 行尚未加载，已省略（“导出”会写入完整结果）。</translation>
    </message>
    <message>
        <source>The timeline was closed before the query lane was ready.</source>
        <translation>查询泳道就绪之前时间线已关闭。</translation>
    </message>
    <message>
        <source>Added “%1” to the timeline: %2 intervals in %3.</source>
        <translation>已将“%1”添加到时间线：%3 中的 %2 个区间。</translation>
    </message>
    <message>
        <source>The result has more rows: only the first %1 are on the lane.</source>
        <translation>结果还有更多行：泳道上只有前 %1 行。</translation>
    </message>
    <message>
        <source>%1 rows without a timestamp were left out.</source>
        <translation>省略了 %1 行没有时间戳的数据。</translation>
    </message>
    <message>
        <source>Right-click its name on the timeline to remove it.</source>
        <translation>在时间线上右键单击其名称即可移除。</translation>
    </message>
    <message>
        <source>The query lane could not be made: %1</source>
        <translation>无法创建查询泳道：%1</translation>
    </message>
    <message>
        <source>Adding to the timeline was cancelled.</source>
        <translation>已取消添加到时间线。</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>正在打开 %1…</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Run the statement under the cursor, or the selection (Ctrl+Enter)</source>
        <translation>运行光标所在的语句或选中内容（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the running query, count, export or query lane (Esc)</source>
        <translation>停止正在运行的查询、计数、导出或查询泳道（Esc）</translation>
    </message>
    <message>
        <source>New Tab</source>
        <translation>新建标签页</translation>
    </message>
    <message>
        <source>Open a new editor tab (Ctrl+T)</source>
        <translation>打开新的编辑器标签页（Ctrl+T）</translation>
    </message>
    <message>
        <source>Raw Values</source>
        <translation>原始值</translation>
    </message>
    <message>
        <source>Show the values as stored (nanoseconds, bytes, codes) instead of durations, sizes, times and names</source>
        <translation>按存储的原样显示值（纳秒、字节、代码），而不是持续时间、大小、时间和名称</translation>
    </message>
    <message>
        <source>Add to Timeline</source>
        <translation>添加到时间线</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Write the whole result to a CSV, TSV, JSON or Markdown file</source>
        <translation>将完整结果写入 CSV、TSV、JSON 或 Markdown 文件</translation>
    </message>
    <message>
        <source>Snippets</source>
        <translation>代码片段</translation>
    </message>
    <message>
        <source>Queries from past investigations, each in a new tab</source>
        <translation>以往调查中的查询，每个在新标签页中打开</translation>
    </message>
    <message>
        <source>Tables and columns of the capture; double-click to insert a name</source>
        <translation>采集中的表和列；双击插入名称</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Statements run, newest first; double-click to open one in a new tab</source>
        <translation>已运行的语句，最新的在前；双击在新标签页中打开</translation>
    </message>
    <message>
        <source>Open in New Tab</source>
        <translation>在新标签页中打开</translation>
    </message>
    <message>
        <source>Insert at Cursor</source>
        <translation>在光标处插入</translation>
    </message>
    <message>
        <source>Remove from History</source>
        <translation>从历史中移除</translation>
    </message>
    <message>
        <source>Clear History</source>
        <translation>清除历史</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>The capture cannot be queried: %1</source>
        <translation>无法查询该采集：%1</translation>
    </message>
    <message>
        <source>Ready. Ctrl+Enter runs the statement under the cursor; the Snippets menu has queries to start from.</source>
        <translation>就绪。Ctrl+Enter 运行光标所在的语句；“代码片段”菜单中有可作为起点的查询。</translation>
    </message>
    <message>
        <source>Cancelled while counting: %1 rows loaded.</source>
        <translation>计数时已取消：已加载 %1 行。</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>导出失败：%1</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>已取消导出。</translation>
    </message>
    <message>
        <source>Cancelled after %1.</source>
        <translation>%1 后已取消。</translation>
    </message>
    <message>
        <source>Exported %1 rows to %2 in %3.</source>
        <translation>已在 %3 内将 %1 行导出到 %2。</translation>
    </message>
    <message>
        <source>Query %1</source>
        <translation>查询 %1</translation>
    </message>
    <message>
        <source>Nothing to run: put the cursor in a statement, or select one.</source>
        <translation>没有可运行的内容：请将光标放在某条语句中，或选中一条语句。</translation>
    </message>
    <message>
        <source>The selection holds %1 statements; the last one ran.</source>
        <translation>选区包含 %1 条语句；已运行最后一条。</translation>
    </message>
    <message>
        <source>Done: the statement returned no columns.</source>
        <translation>完成：该语句未返回任何列。</translation>
    </message>
    <message>
        <source>1 row</source>
        <translation>1 行</translation>
    </message>
    <message>
        <source>%1 rows</source>
        <translation>%1 行</translation>
    </message>
    <message>
        <source>first page in %1, counted in %2</source>
        <translation>首页用时 %1，计数用时 %2</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>用时 %1</translation>
    </message>
    <message>
        <source>sorted by %1, descending</source>
        <translation>按 %1 降序排序</translation>
    </message>
    <message>
        <source>sorted by %1</source>
        <translation>按 %1 排序</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>(line %1, column %2)</source>
        <translation>（第 %1 行，第 %2 列）</translation>
    </message>
    <message>
        <source>Tables in this capture: %1</source>
        <translation>此采集中的表：%1</translation>
    </message>
    <message>
        <source>Adding to the timeline: %1 rows read… %2</source>
        <translation>正在添加到时间线：已读取 %1 行… %2</translation>
    </message>
    <message>
        <source>Exporting %1 rows to %2… %3</source>
        <translation>正在将 %1 行导出到 %2… %3</translation>
    </message>
    <message>
        <source>Exporting to %1… %2</source>
        <translation>正在导出到 %1… %2</translation>
    </message>
    <message>
        <source>Running… %1</source>
        <translation>正在运行… %1</translation>
    </message>
    <message>
        <source>%1 rows so far · first page in %2 · counting… %3</source>
        <translation>目前 %1 行 · 首页用时 %2 · 正在计数… %3</translation>
    </message>
    <message>
        <source>(Esc cancels)</source>
        <translation>（按 Esc 取消）</translation>
    </message>
    <message>
        <source>Counting cancelled after %1: %2 rows loaded so far.</source>
        <translation>%1 后已取消计数：目前已加载 %2 行。</translation>
    </message>
    <message>
        <source>Open the capture&apos;s timeline to add results to it</source>
        <translation>打开采集的时间线以将结果添加到其中</translation>
    </message>
    <message>
        <source>Add the rows of this result to the timeline as a lane of intervals (at most %1 rows)</source>
        <translation>将此结果的行作为区间泳道添加到时间线（最多 %1 行）</translation>
    </message>
    <message>
        <source>%1: %2 columns</source>
        <translation>%1：%2 列</translation>
    </message>
    <message>
        <source>Run a query first: Export writes its whole result.</source>
        <translation>请先运行查询：“导出”会写入其完整结果。</translation>
    </message>
    <message>
        <source>Cannot tell the format from “%1”: name the file .csv, .tsv, .json or .md.</source>
        <translation>无法从“%1”判断格式：请将文件命名为 .csv、.tsv、.json 或 .md。</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>TSV (*.tsv)</source>
        <translation>TSV (*.tsv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Export Result</source>
        <translation>导出结果</translation>
    </message>
    <message>
        <source>Open the capture&apos;s timeline first.</source>
        <translation>请先打开采集的时间线。</translation>
    </message>
    <message>
        <source>A query lane needs a start column (timestamp, ts or start) and a duration column (duration or dur) in the result.</source>
        <translation>查询泳道要求结果中有开始列（timestamp、ts 或 start）和持续时间列（duration 或 dur）。</translation>
    </message>
    <message>
        <source>result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Query: %1</source>
        <translation>查询：%1</translation>
    </message>
    <message>
        <source>Open the capture&apos;s timeline to show rows on it.</source>
        <translation>打开采集的时间线以在其上显示行。</translation>
    </message>
    <message>
        <source>Event %1 cannot be shown: %2</source>
        <translation>无法显示事件 %1：%2</translation>
    </message>
    <message>
        <source>Event %1 is not on the timeline (the loaded trace does not hold it).</source>
        <translation>事件 %1 不在时间线上（已加载的跟踪中没有它）。</translation>
    </message>
    <message>
        <source>Event %1 is selected on the timeline.</source>
        <translation>已在时间线上选中事件 %1。</translation>
    </message>
    <message>
        <source>%1 is not a time inside this capture.</source>
        <translation>%1 不是此采集内的时间。</translation>
    </message>
    <message>
        <source>The timeline shows ±1 ms around %1.</source>
        <translation>时间线显示 %1 前后 ±1 ms。</translation>
    </message>
    <message>
        <source>Query 1</source>
        <translation>查询 1</translation>
    </message>
    <message>
        <source>Add to Timeline needs a start column (timestamp, ts or start) and a duration column (duration or dur).</source>
        <translation>“添加到时间线”需要开始列（timestamp、ts 或 start）和持续时间列（duration 或 dur）。</translation>
    </message>
    <message>
        <source>Run a query first.</source>
        <translation>请先运行查询。</translation>
    </message>
    <message>
        <source>This result has neither.</source>
        <translation>此结果中这两列都没有。</translation>
    </message>
    <message>
        <source>This result has no start column.</source>
        <translation>此结果没有开始列。</translation>
    </message>
    <message>
        <source>This result has no duration column.</source>
        <translation>此结果没有持续时间列。</translation>
    </message>
    <message>
        <source>Event %1 is selected; double-click it to show it on the timeline.</source>
        <translation>已选中事件 %1；双击可在时间线上显示。</translation>
    </message>
</context>
<context>
    <name>faultline::SqlEditor</name>
    <message>
        <source>SELECT … FROM events — Ctrl+Enter runs the statement under the cursor</source>
        <translation>SELECT … FROM events — Ctrl+Enter 运行光标所在的语句</translation>
    </message>
</context>
<context>
    <name>faultline::StackFrames</name>
    <message>
        <source>(no stack recorded)</source>
        <translation>（未记录调用栈）</translation>
    </message>
    <message>
        <source>(unknown function)</source>
        <translation>（未知函数）</translation>
    </message>
</context>
<context>
    <name>faultline::StacksView</name>
    <message>
        <source>Order by</source>
        <translation>排序依据</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>字节</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>调用栈</translation>
    </message>
    <message>
        <source>Expand a stack to see its frames; click a Python frame to show its source</source>
        <translation>展开调用栈以查看其帧；单击 Python 帧可显示其源代码</translation>
    </message>
    <message numerus="yes">
        <source>Area selection: %n lane(s), %1 from %2</source>
        <translation>
            <numerusform>区域选择：%n 条泳道，自 %2 起 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chain “%1”: %n lane(s), %2</source>
        <translation>
            <numerusform>因果链“%1”：%n 条泳道，%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Shift+drag over the timeline, or select a chain, to see the top stacks of that range.</source>
        <translation>在时间线上按住 Shift 拖动，或选择一条因果链，即可查看该范围内最常见的调用栈。</translation>
    </message>
    <message>
        <source>No capture open.</source>
        <translation>未打开采集文件。</translation>
    </message>
    <message>
        <source>(events without a stack)</source>
        <translation>（没有调用栈的事件）</translation>
    </message>
    <message>
        <source>%1
Click to show the source</source>
        <translation>%1
单击显示源代码</translation>
    </message>
    <message>
        <source>(top %1 of %2 stacks)</source>
        <translation>（%2 个调用栈中的前 %1 个）</translation>
    </message>
</context>
<context>
    <name>faultline::SummaryView</name>
    <message>
        <source>No capture open</source>
        <translation>未打开采集文件</translation>
    </message>
    <message>
        <source>Open a Faultline or Ingero capture (.db) with File ▸ Open, drop one onto this window, or explore a generated demo of a fragmentation incident.</source>
        <translation>使用 文件 ▸ 打开 打开 Faultline 或 Ingero 采集文件（.db），或将其拖放到此窗口，也可以查看生成的碎片化事故演示。</translation>
    </message>
    <message>
        <source>Open Capture…</source>
        <translation>打开采集…</translation>
    </message>
    <message>
        <source>Open Demo Capture</source>
        <translation>打开演示采集</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>采集</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>文件：</translation>
    </message>
    <message>
        <source>Producer:</source>
        <translation>生成工具：</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Time span:</source>
        <translation>时间跨度：</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>事件：</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>机器</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>主机：</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <source>CPU:</source>
        <translation>CPU：</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>内存：</translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation>探针：</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>内核：</translation>
    </message>
    <message>
        <source>OS:</source>
        <translation>操作系统：</translation>
    </message>
    <message>
        <source>CUDA:</source>
        <translation>CUDA：</translation>
    </message>
    <message>
        <source>Python:</source>
        <translation>Python：</translation>
    </message>
    <message>
        <source>Latency per op</source>
        <translation>每个操作的延迟</translation>
    </message>
    <message>
        <source>&amp;Process:</source>
        <translation>进程(&amp;P)：</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>进程</translation>
    </message>
    <message>
        <source>Drops by source</source>
        <translation>按来源统计的丢失</translation>
    </message>
    <message>
        <source>Select an op to see its latency distribution</source>
        <translation>选择一个操作以查看其延迟分布</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent captures&lt;/b&gt;</source>
        <translation>&lt;b&gt;最近的采集&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Computing statistics…</source>
        <translation>正在计算统计…</translation>
    </message>
    <message>
        <source>%1 · user_version %2</source>
        <translation>%1 · user_version %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 · cores: %2</source>
        <translation>%1 · 核心数：%2</translation>
    </message>
    <message>
        <source>First of %1 recording sessions in this capture.</source>
        <translation>此采集中 %1 个录制会话中的第一个。</translation>
    </message>
    <message>
        <source>This capture has no events.</source>
        <translation>此采集没有事件。</translation>
    </message>
    <message>
        <source>Drops: not recorded by this capture</source>
        <translation>丢失：此采集未记录</translation>
    </message>
    <message>
        <source>Drops: not recorded by this capture (Ingero)</source>
        <translation>丢失：此采集未记录（Ingero）</translation>
    </message>
    <message>
        <source>Ingero captures do not count events lost between the kernel and the file, so losses cannot be ruled out.</source>
        <translation>Ingero 采集不统计在内核与文件之间丢失的事件，因此无法排除丢失。</translation>
    </message>
    <message>
        <source>Drops: %3 dropped (seen %1, stored %2)</source>
        <translation>丢失：%3 个（观测 %1，存储 %2）</translation>
    </message>
    <message>
        <source>All processes combined</source>
        <translation>所有进程合计</translation>
    </message>
    <message>
        <source>Each process</source>
        <translation>每个进程</translation>
    </message>
    <message>
        <source>%1 of %2 calls stored (sampled)</source>
        <translation>已存储 %1 次调用，共 %2 次（采样）</translation>
    </message>
    <message>
        <source>stored calls: %1</source>
        <translation>已存储的调用：%1</translation>
    </message>
    <message>
        <source>all processes</source>
        <translation>所有进程</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; latency · %2&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 延迟 · %2&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</translation>
    </message>
    <message>
        <source>%1 is recorded at its entry only: it has no duration to show</source>
        <translation>%1 只在入口处记录：没有可显示的耗时</translation>
    </message>
    <message>
        <source>GPU time over the steps</source>
        <translation>各步的 GPU 时间</translation>
    </message>
    <message>
        <source>Drops: not recorded by the profiler; %1 events imported</source>
        <translation>丢失：性能分析器未记录；已导入 %1 个事件</translation>
    </message>
    <message>
        <source>Profiler traces do not count the events the profiler lost. What the import skipped is listed in the Problems dock.</source>
        <translation>性能分析器跟踪不统计性能分析器丢失的事件。导入时跳过的内容列在“问题”面板中。</translation>
    </message>
</context>
<context>
    <name>faultline::TimeRuler</name>
    <message>
        <source>Drag to select a time range; F zooms to it, Esc clears it</source>
        <translation>拖动以选择时间范围；F 缩放到该范围，Esc 清除</translation>
    </message>
    <message>
        <source>%1
%2 since the capture start</source>
        <translation>%1
自采集开始 %2</translation>
    </message>
</context>
<context>
    <name>faultline::TimelineLegend</name>
    <message>
        <source>Allocation</source>
        <translation>分配</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>释放</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Synchronisation</source>
        <translation>同步</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>其他</translation>
    </message>
    <message>
        <source>Lifecycle (fork, exec, exit, OOM kill)</source>
        <translation>生命周期（fork、exec、exit、OOM kill）</translation>
    </message>
    <message>
        <source>Off-CPU intervals are coloured by length: one step per decade, from under %1 to %2 and more</source>
        <translation>离开 CPU 的区间按长度着色：每个数量级一档，从小于 %1 到 %2 及以上</translation>
    </message>
    <message>
        <source>Off-CPU</source>
        <translation>离开 CPU</translation>
    </message>
    <message>
        <source>short</source>
        <translation>短</translation>
    </message>
    <message>
        <source>long</source>
        <translation>长</translation>
    </message>
    <message>
        <source>Preempted</source>
        <translation>被抢占</translation>
    </message>
    <message>
        <source>Preempted: off the CPU while runnable, another task had it (faultline-probe captures)</source>
        <translation>被抢占：可运行却不在 CPU 上，CPU 被其他任务占用（faultline-probe 记录）</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>内核</translation>
    </message>
    <message>
        <source>Communication kernel</source>
        <translation>通信内核</translation>
    </message>
</context>
<context>
    <name>faultline::TimelineView</name>
    <message>
        <source>Selection</source>
        <translation>选区</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 后退</translation>
    </message>
    <message>
        <source>Previous zoom (Alt+Left)</source>
        <translation>上一个缩放（Alt+Left）</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>前进 ▶</translation>
    </message>
    <message>
        <source>Next zoom (Alt+Right)</source>
        <translation>下一个缩放（Alt+Right）</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>全部显示</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>放大</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Row height</source>
        <translation>行高</translation>
    </message>
    <message>
        <source>Compact</source>
        <translation>紧凑</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <source>Filter processes</source>
        <translation>筛选进程</translation>
    </message>
    <message>
        <source>Search ops or stacks (Ctrl+F)</source>
        <translation>搜索操作或调用栈（Ctrl+F）</translation>
    </message>
    <message>
        <source>▲</source>
        <translation>▲</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>上一个匹配（Shift+F3）</translation>
    </message>
    <message>
        <source>▼</source>
        <translation>▼</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>下一个匹配（F3）</translation>
    </message>
    <message>
        <source>Shift+drag over the tracks to total the calls in a time range and a set of rows.</source>
        <translation>在轨道上按住 Shift 拖动，可统计某个时间范围和一组行内的调用。</translation>
    </message>
    <message>
        <source>The rows changed; Shift+drag again to total a new area.</source>
        <translation>行已更改；请再次按住 Shift 拖动以统计新区域。</translation>
    </message>
    <message>
        <source>%1 shown</source>
        <translation>显示 %1</translation>
    </message>
    <message>
        <source>%1 events in %2 lanes over %3 (%4 to %5)</source>
        <translation>%3 内 %2 条泳道中的 %1 个事件（%4 至 %5）</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>无匹配</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Show the whole capture (Home, 0)</source>
        <translation>显示整个采集（Home、0）</translation>
    </message>
    <message>
        <source>Zoom to the selection or the selected event; everything when nothing is selected (F)</source>
        <translation>缩放到选区或所选事件；未选中任何内容时显示全部（F）</translation>
    </message>
    <message>
        <source>Zoom in (W, +, Ctrl+=, Ctrl+wheel)</source>
        <translation>放大（W、+、Ctrl+=、Ctrl+滚轮）</translation>
    </message>
    <message>
        <source>Zoom out (S, -, Ctrl+-, Ctrl+wheel)</source>
        <translation>缩小（S、-、Ctrl+-、Ctrl+滚轮）</translation>
    </message>
    <message>
        <source>Enter or F3: next match; Shift+Enter or Shift+F3: previous; Esc: back to the tracks</source>
        <translation>Enter 或 F3：下一个匹配；Shift+Enter 或 Shift+F3：上一个；Esc：回到轨道</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>1 个匹配</translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation>%1 个匹配</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点</translation>
    </message>
    <message>
        <source>Order, fold and show the ranks&apos; groups</source>
        <translation>排序、折叠和显示各 rank 的分组</translation>
    </message>
    <message>
        <source>Order, fold and show the nodes&apos; groups</source>
        <translation>排序、折叠和显示各节点的分组</translation>
    </message>
    <message>
        <source>Ranks, e.g. 0-3, 7</source>
        <extracomment>The ranks to show: a list of ranks and ranges</extracomment>
        <translation>Rank，例如 0-3, 7</translation>
    </message>
    <message>
        <source>Show only these ranks (a list of ranks and ranges); empty shows all</source>
        <translation>只显示这些 rank（rank 和范围的列表）；留空则显示全部</translation>
    </message>
    <message>
        <source>Order Ranks by Rank</source>
        <translation>按 rank 编号排序</translation>
    </message>
    <message>
        <source>Order Nodes by Name</source>
        <translation>按名称排序节点</translation>
    </message>
    <message>
        <source>Order Ranks by Lateness</source>
        <translation>按迟到程度排序 rank</translation>
    </message>
    <message>
        <source>The rank that arrived last at most collectives first; available once the ranks&apos; collectives are analysed</source>
        <translation>在最多集合通信中最后到达的 rank 排在最前；分析完各 rank 的集合通信后可用</translation>
    </message>
    <message>
        <source>Fold All Ranks</source>
        <translation>折叠所有 rank</translation>
    </message>
    <message>
        <source>Fold All Nodes</source>
        <translation>折叠所有节点</translation>
    </message>
    <message>
        <source>Unfold All Ranks</source>
        <translation>展开所有 rank</translation>
    </message>
    <message>
        <source>Unfold All Nodes</source>
        <translation>展开所有节点</translation>
    </message>
    <message>
        <source>Show All Ranks</source>
        <translation>显示所有 rank</translation>
    </message>
    <message>
        <source>Show All Nodes</source>
        <translation>显示所有节点</translation>
    </message>
    <message>
        <source>showing %1 of %2 ranks</source>
        <translation>显示 %2 个 rank 中的 %1 个</translation>
    </message>
    <message>
        <source>showing %1 of %2 nodes</source>
        <translation>显示 %2 个节点中的 %1 个</translation>
    </message>
</context>
<context>
    <name>faultline::TraceEntryModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>时间 (ms)</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>动作</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>地址</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>流</translation>
    </message>
    <message>
        <source>allocated at %1</source>
        <translation>在 %1 分配</translation>
    </message>
    <message>
        <source>freed at %1</source>
        <translation>在 %1 释放</translation>
    </message>
    <message>
        <source>segment mapped at %1</source>
        <translation>在 %1 映射段</translation>
    </message>
    <message>
        <source>segment released at %1</source>
        <translation>在 %1 释放段</translation>
    </message>
    <message>
        <source>out of memory at %1</source>
        <translation>在 %1 内存不足</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>GPU free: unknown</source>
        <translation>GPU 空闲：未知</translation>
    </message>
    <message>
        <source>GPU free: %1</source>
        <translation>GPU 空闲：%1</translation>
    </message>
</context>
<context>
    <name>faultline::TraceImport</name>
    <message>
        <source>Cannot create the folder %1 for the converted capture.</source>
        <translation>无法为转换后的采集文件创建文件夹 %1。</translation>
    </message>
    <message>
        <source>Cannot move the converted capture to %1.</source>
        <translation>无法将转换后的采集文件移动到 %1。</translation>
    </message>
</context>
<context>
    <name>faultline::TraceImportPanel</name>
    <message>
        <source>Importing Traces</source>
        <translation>正在导入跟踪</translation>
    </message>
    <message numerus="yes">
        <source>Converting %n trace(s) of one job into a capture, a node each, one per core at a time (the traces are only read)…</source>
        <translation>
            <numerusform>正在将同一作业的 %n 个跟踪转换为一个采集文件，每个跟踪一个节点，每个核心同时转换一个（只读取跟踪文件）…</numerusform>
        </translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>converting</source>
        <translation>转换中</translation>
    </message>
    <message>
        <source>%1 · %2 s</source>
        <translation>%1 · %2 秒</translation>
    </message>
    <message numerus="yes">
        <source>Merging %n trace(s) into one capture…</source>
        <translation>
            <numerusform>正在将 %n 个跟踪合并为一个采集文件…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 traces converted…</source>
        <translation>已转换 %2 个跟踪中的 %1 个…</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
</context>
<context>
    <name>faultline::TrackLabels</name>
    <message>
        <source>Counters</source>
        <translation>计数器</translation>
    </message>
    <message>
        <source>(no node)</source>
        <translation>（无节点）</translation>
    </message>
    <message>
        <source>%1 · clock offset %2 ± %3</source>
        <translation>%1 · 时钟偏移 %2 ± %3</translation>
    </message>
    <message>
        <source>Unpin “%1”</source>
        <translation>取消固定“%1”</translation>
    </message>
    <message>
        <source>Pin “%1” to the Top</source>
        <translation>将“%1”固定到顶部</translation>
    </message>
    <message>
        <source>Remove Query Lane “%1”</source>
        <translation>移除查询泳道“%1”</translation>
    </message>
    <message>
        <source>Collapse or Expand</source>
        <translation>折叠或展开</translation>
    </message>
    <message>
        <source>Collapse All Processes</source>
        <translation>折叠所有进程</translation>
    </message>
    <message>
        <source>Expand All Processes</source>
        <translation>展开所有进程</translation>
    </message>
    <message>
        <source>Click to collapse or expand; right-click to pin</source>
        <translation>单击折叠或展开；右键单击固定</translation>
    </message>
    <message>
        <source>Rows of an SQL result; right-click to remove or pin</source>
        <translation>SQL 结果的行；右键单击可移除或固定</translation>
    </message>
    <message>
        <source>Right-click to pin this row to the top</source>
        <translation>右键单击可将此行固定到顶部</translation>
    </message>
    <message numerus="yes">
        <source>%n idle thread(s)</source>
        <translation>
            <numerusform>%n 个空闲线程</numerusform>
        </translation>
    </message>
    <message>
        <source>Show Only This Rank</source>
        <translation>仅显示此 rank</translation>
    </message>
    <message>
        <source>Show Only This Node</source>
        <translation>仅显示此节点</translation>
    </message>
    <message>
        <source>Hide This Rank</source>
        <translation>隐藏此 rank</translation>
    </message>
    <message>
        <source>Hide This Node</source>
        <translation>隐藏此节点</translation>
    </message>
    <message>
        <source>Click to fold or unfold; right-click to show only this rank, hide it, order the ranks or pin</source>
        <translation>单击折叠或展开；右键单击可仅显示此 rank、隐藏它、对 rank 排序或固定</translation>
    </message>
    <message>
        <source>Click to fold or unfold; right-click to show only this node, hide it, order the nodes or pin</source>
        <translation>单击折叠或展开；右键单击可仅显示此节点、隐藏它、对节点排序或固定</translation>
    </message>
    <message>
        <source>Ranges the profiler recorded; right-click to remove or pin</source>
        <translation>性能分析器记录的范围；右键单击可移除或固定</translation>
    </message>
</context>
<context>
    <name>faultline::TrackPainter</name>
    <message>
        <source>%1 for %2</source>
        <translation>%2 的 %1</translation>
    </message>
    <message>
        <source>Note at %1</source>
        <translation>%1 处的备注</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>作者 %1</translation>
    </message>
    <message>
        <source>on chain %1</source>
        <translation>在因果链 %1 上</translation>
    </message>
    <message>
        <source>on event %1</source>
        <translation>在事件 %1 上</translation>
    </message>
    <message>
        <source>max %1</source>
        <translation>最大 %1</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>于 %1</translation>
    </message>
    <message>
        <source>row %1 of the result · %2</source>
        <translation>结果的第 %1 行 · %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Off-CPU&lt;/b&gt; %1&lt;br&gt;from %2</source>
        <translation>&lt;b&gt;离开 CPU&lt;/b&gt; %1&lt;br&gt;自 %2</translation>
    </message>
    <message>
        <source>preempted by pid %1</source>
        <translation>被 PID %1 抢占</translation>
    </message>
    <message>
        <source>preempted by pid %1 (%2)</source>
        <translation>被 PID %1（%2）抢占</translation>
    </message>
    <message>
        <source>returned %1</source>
        <translation>返回 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 calls&lt;/b&gt; over %2&lt;br&gt;from %3&lt;br&gt;Click to zoom in</source>
        <translation>&lt;b&gt;%1 次调用&lt;/b&gt;，历时 %2&lt;br&gt;自 %3&lt;br&gt;单击放大</translation>
    </message>
    <message>
        <source>avg %1 · %2</source>
        <extracomment>%1 the average over the view, %2 the label with the maximum (&quot;max 100.0 %&quot;)</extracomment>
        <translation>平均 %1 · %2</translation>
    </message>
</context>
<context>
    <name>faultline::WindowDocks</name>
    <message>
        <source>Capture</source>
        <translation>采集</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Chains</source>
        <translation>因果链</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>源代码</translation>
    </message>
    <message>
        <source>Stacks</source>
        <translation>调用栈</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>&amp;Chains</source>
        <translation>因果链(&amp;C)</translation>
    </message>
    <message>
        <source>Show the causal chains of the capture</source>
        <translation>显示采集的因果链</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation>备注(&amp;N)</translation>
    </message>
    <message>
        <source>Show the notes of the capture</source>
        <translation>显示采集的备注</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
</context>
<context>
    <name>faultline::sql::QueryWorker</name>
    <message>
        <source>refused: PRAGMA %1 = %2 — the SQL console only reads the capture</source>
        <extracomment>%1 is a pragma&apos;s name, %2 the value the statement sets it to</extracomment>
        <translation>已拒绝：PRAGMA %1 = %2 — SQL 控制台对采集只读</translation>
    </message>
    <message>
        <source>refused: PRAGMA %1 — the SQL console only reads the capture</source>
        <extracomment>%1 is a pragma&apos;s name</extracomment>
        <translation>已拒绝：PRAGMA %1 — SQL 控制台对采集只读</translation>
    </message>
    <message>
        <source>refused: ATTACH — the SQL console only reads the capture</source>
        <translation>已拒绝：ATTACH — SQL 控制台对采集只读</translation>
    </message>
    <message>
        <source>refused: DETACH — the SQL console only reads the capture</source>
        <translation>已拒绝：DETACH — SQL 控制台对采集只读</translation>
    </message>
    <message>
        <source>refused: UPDATE of %1 — the SQL console only reads the capture</source>
        <extracomment>%1 is a table&apos;s name</extracomment>
        <translation>已拒绝：对 %1 的 UPDATE — SQL 控制台对采集只读</translation>
    </message>
    <message>
        <source>refused: INSERT into %1 — the SQL console only reads the capture</source>
        <extracomment>%1 is a table&apos;s name</extracomment>
        <translation>已拒绝：对 %1 的 INSERT — SQL 控制台对采集只读</translation>
    </message>
    <message>
        <source>refused: DELETE from %1 — the SQL console only reads the capture</source>
        <extracomment>%1 is a table&apos;s name</extracomment>
        <translation>已拒绝：对 %1 的 DELETE — SQL 控制台对采集只读</translation>
    </message>
    <message>
        <source>refused: a transaction — the SQL console only reads the capture</source>
        <translation>已拒绝：事务 — SQL 控制台对采集只读</translation>
    </message>
    <message>
        <source>refused: a savepoint — the SQL console only reads the capture</source>
        <translation>已拒绝：保存点 — SQL 控制台对采集只读</translation>
    </message>
    <message>
        <source>refused: a statement that changes the database (action %1) — the SQL console only reads the capture</source>
        <extracomment>%1 is SQLite&apos;s number for the kind of statement</extracomment>
        <translation>已拒绝：会修改数据库的语句（操作 %1）— SQL 控制台对采集只读</translation>
    </message>
    <message>
        <source>cannot open %1: no such file</source>
        <translation>无法打开 %1：文件不存在</translation>
    </message>
    <message>
        <source>the SQLite driver gives no handle</source>
        <translation>SQLite 驱动程序未提供句柄</translation>
    </message>
    <message>
        <source>the capture is not open</source>
        <translation>采集未打开</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
</TS>
