<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AnnotatedCopy</name>
    <message>
        <source>The capture %1 does not exist.</source>
        <translation>キャプチャ %1 は存在しません。</translation>
    </message>
    <message>
        <source>The annotated copy cannot replace the capture itself; choose another file.</source>
        <translation>注釈付きコピーでキャプチャ自体を置き換えることはできません。別のファイルを選んでください。</translation>
    </message>
    <message>
        <source>%1 is in use by SQLite (%2 exists); choose another file.</source>
        <translation>%1 は SQLite が使用中です (%2 が存在します)。別のファイルを選んでください。</translation>
    </message>
    <message>
        <source>Cannot open the capture %1: %2</source>
        <translation>キャプチャ %1 を開けません: %2</translation>
    </message>
    <message>
        <source>Cannot create %1: %2</source>
        <translation>%1 を作成できません: %2</translation>
    </message>
    <message>
        <source>Cannot copy the capture: %1</source>
        <translation>キャプチャをコピーできません: %1</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2: %3</source>
        <translation>%1 を %2 に名前変更できません: %3</translation>
    </message>
    <message>
        <source>Cannot start a transaction in the copy: %1</source>
        <translation>コピーでトランザクションを開始できません: %1</translation>
    </message>
    <message>
        <source>Cannot create the annotations table in the copy: %1</source>
        <translation>コピーに annotations テーブルを作成できません: %1</translation>
    </message>
    <message>
        <source>Cannot replace the notes of an earlier copy: %1</source>
        <translation>以前のコピーのメモを置き換えられません: %1</translation>
    </message>
    <message>
        <source>Cannot prepare the notes in the copy: %1</source>
        <translation>コピーでメモを準備できません: %1</translation>
    </message>
    <message>
        <source>Cannot write a note into the copy: %1</source>
        <translation>コピーにメモを書き込めません: %1</translation>
    </message>
    <message>
        <source>Cannot commit the notes in the copy: %1</source>
        <translation>コピーでメモをコミットできません: %1</translation>
    </message>
    <message>
        <source>Cannot leave WAL mode in the copy: %1</source>
        <translation>コピーの WAL モードを解除できません: %1</translation>
    </message>
</context>
<context>
    <name>Annotation</name>
    <message>
        <source>The span ends before it starts.</source>
        <translation>区間の終了が開始より前です。</translation>
    </message>
    <message>
        <source>A point note has one time.</source>
        <translation>時点のメモの時刻は 1 つだけです。</translation>
    </message>
    <message>
        <source>The colour &apos;%1&apos; is not of the form #rrggbb.</source>
        <translation>色 &apos;%1&apos; は #rrggbb 形式ではありません。</translation>
    </message>
</context>
<context>
    <name>AnnotationSet</name>
    <message>
        <source>Add note</source>
        <translation>メモを追加</translation>
    </message>
    <message>
        <source>Edit note</source>
        <translation>メモを編集</translation>
    </message>
    <message>
        <source>Remove note</source>
        <translation>メモを削除</translation>
    </message>
    <message>
        <source>There is no note with id %1.</source>
        <translation>ID %1 のメモはありません。</translation>
    </message>
</context>
<context>
    <name>AnnotationSidecar</name>
    <message>
        <source>not valid JSON (%1 at byte %2)</source>
        <translation>有効な JSON ではありません (バイト %2 で %1)</translation>
    </message>
    <message>
        <source>not a Faultline notes file (no &quot;format&quot;: &quot;%1&quot;)</source>
        <translation>Faultline のメモファイルではありません (&quot;format&quot;: &quot;%1&quot; がありません)</translation>
    </message>
    <message>
        <source>the notes file has no valid &quot;version&quot;</source>
        <translation>メモファイルに有効な &quot;version&quot; がありません</translation>
    </message>
    <message>
        <source>the notes file is version %1; this Faultline reads up to version %2</source>
        <translation>メモファイルはバージョン %1 です。この Faultline が読み取れるのはバージョン %2 までです</translation>
    </message>
    <message>
        <source>the notes file has no &quot;notes&quot; array</source>
        <translation>メモファイルに &quot;notes&quot; 配列がありません</translation>
    </message>
    <message>
        <source>note %1: %2</source>
        <translation>メモ %1: %2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>オブジェクトではありません</translation>
    </message>
    <message>
        <source>&quot;kind&quot; must be &quot;point&quot; or &quot;span&quot;</source>
        <translation>&quot;kind&quot; は &quot;point&quot; または &quot;span&quot; でなければなりません</translation>
    </message>
    <message>
        <source>no valid &quot;start&quot;</source>
        <translation>有効な &quot;start&quot; がありません</translation>
    </message>
    <message>
        <source>no valid &quot;end&quot;</source>
        <translation>有効な &quot;end&quot; がありません</translation>
    </message>
    <message>
        <source>no &quot;text&quot;</source>
        <translation>&quot;text&quot; がありません</translation>
    </message>
    <message>
        <source>&quot;created&quot; is not an ISO 8601 time</source>
        <translation>&quot;created&quot; が ISO 8601 形式の時刻ではありません</translation>
    </message>
    <message>
        <source>&quot;pid&quot; out of range</source>
        <translation>&quot;pid&quot; が範囲外です</translation>
    </message>
    <message>
        <source>the chain&apos;s &quot;time&quot; is not valid</source>
        <translation>チェーンの &quot;time&quot; が無効です</translation>
    </message>
    <message>
        <source>The notes file %1 is larger than %2 MiB and was not read; it is kept as it is.</source>
        <translation>メモファイル %1 は %2 MiB を超えているため読み取りませんでした。ファイルはそのまま保持されます。</translation>
    </message>
    <message>
        <source>Cannot read the notes file %1: %2</source>
        <translation>メモファイル %1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>The notes file %1 cannot be read (%2). It is kept as it is; notes saved now go to a new file beside it.</source>
        <translation>メモファイル %1 を読み取れません (%2)。ファイルはそのまま保持され、これから保存するメモはその隣の新しいファイルに保存されます。</translation>
    </message>
    <message>
        <source>Cannot write the notes to %1: %2</source>
        <translation>メモを %1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>%1 is not a notes file Faultline can read, so it was kept and the notes were saved to %2.</source>
        <translation>%1 は Faultline が読み取れるメモファイルではないため、そのまま保持し、メモを %2 に保存しました。</translation>
    </message>
    <message>
        <source>%1 and its alternatives are not notes files Faultline can read; nothing was overwritten.</source>
        <translation>%1 とその代替ファイルは Faultline が読み取れるメモファイルではありません。何も上書きしていません。</translation>
    </message>
</context>
<context>
    <name>AttachClient</name>
    <message>
        <source>the probe&apos;s stream is invalid before the probe answered: %1</source>
        <translation>プローブのストリームが不正です (プローブの応答前): %1</translation>
    </message>
    <message>
        <source>the probe&apos;s stream is invalid before the capture started: %1</source>
        <translation>プローブのストリームが不正です (キャプチャ開始前): %1</translation>
    </message>
    <message>
        <source>the probe&apos;s stream is invalid while capturing: %1</source>
        <translation>プローブのストリームが不正です (キャプチャ中): %1</translation>
    </message>
    <message>
        <source>the connection closed before the probe answered</source>
        <translation>プローブの応答前に接続が閉じられました</translation>
    </message>
    <message>
        <source>the connection closed before the capture started</source>
        <translation>キャプチャ開始前に接続が閉じられました</translation>
    </message>
    <message>
        <source>the connection closed while capturing</source>
        <translation>キャプチャ中に接続が閉じられました</translation>
    </message>
    <message>
        <source>%1 before the probe answered</source>
        <extracomment>%1: why the connection broke, as the system says it</extracomment>
        <translation>%1 (プローブの応答前)</translation>
    </message>
    <message>
        <source>%1 before the capture started</source>
        <extracomment>%1: why the connection broke, as the system says it</extracomment>
        <translation>%1 (キャプチャ開始前)</translation>
    </message>
    <message>
        <source>%1 while capturing</source>
        <extracomment>%1: why the connection broke, as the system says it</extracomment>
        <translation>%1 (キャプチャ中)</translation>
    </message>
    <message>
        <source>the probe refused: %1</source>
        <translation>プローブが拒否しました: %1</translation>
    </message>
    <message>
        <source>cannot reach the probe: %1</source>
        <translation>プローブに到達できません: %1</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>no answer from the probe within %1 s</source>
        <translation>%1 秒以内にプローブから応答がありません</translation>
    </message>
    <message>
        <source>stopped before the probe answered</source>
        <translation>プローブの応答前に停止しました</translation>
    </message>
    <message>
        <source>stopped before the capture started</source>
        <translation>キャプチャ開始前に停止しました</translation>
    </message>
    <message>
        <source>no message from the probe for %1 s</source>
        <translation>プローブから %1 秒間メッセージがありません</translation>
    </message>
    <message>
        <source>the probe started capture %1 instead of resuming %2</source>
        <translation>プローブは %2 を再開せず、キャプチャ %1 を開始しました</translation>
    </message>
    <message>
        <source>the probe&apos;s stream is inconsistent: %1</source>
        <translation>プローブのストリームに矛盾があります: %1</translation>
    </message>
    <message>
        <source>%1 exists; choose another file or replace it explicitly</source>
        <translation>%1 は既に存在します。別のファイルを選ぶか、明示的に置き換えてください</translation>
    </message>
    <message>
        <source>gave up after 1 attempt to reconnect: %1</source>
        <translation>1 回の再接続の試行後に断念しました: %1</translation>
    </message>
    <message>
        <source>gave up after %1 attempts to reconnect: %2</source>
        <translation>%1 回の再接続の試行後に断念しました: %2</translation>
    </message>
    <message>
        <source>stopped while reconnecting: %1</source>
        <translation>再接続中に停止しました: %1</translation>
    </message>
    <message>
        <source>stopped; the connection was lost before the probe confirmed: %1</source>
        <translation>停止しました。プローブの確認前に接続が失われました: %1</translation>
    </message>
    <message>
        <source>cannot finish %1: %2</source>
        <translation>%1 の書き込みを完了できません: %2</translation>
    </message>
    <message>
        <source>%1; cannot finish %2: %3</source>
        <translation>%1。%2 の書き込みを完了できません: %3</translation>
    </message>
</context>
<context>
    <name>AttachCommand</name>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>%1: %2 events, %3 dropped, clock offset %4</source>
        <translation>%1: イベント %2 件、欠落 %3 件、クロックオフセット %4</translation>
    </message>
    <message>
        <source>node %1 (%2)</source>
        <translation>ノード %1 (%2)</translation>
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
        <translation>注意: %1</translation>
    </message>
    <message>
        <source>%1 events from %2 of %3 nodes written to %4</source>
        <translation>%3 ノード中 %2 ノードから %1 件のイベントを %4 に書き込みました</translation>
    </message>
    <message>
        <source>Captures from a faultline-probe reached through a transport command and saves what arrives as a capture.</source>
        <translation>トランスポートコマンド経由で faultline-probe から取得し、受信した内容をキャプチャとして保存します。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>Capture file to write.</source>
        <translation>書き込むキャプチャファイル。</translation>
    </message>
    <message>
        <source>Stop after D (30, 30s, 500ms, 5m, 1h).</source>
        <translation>D 経過後に停止します (30, 30s, 500ms, 5m, 1h)。</translation>
    </message>
    <message>
        <source>Trace this process (repeatable, or a comma list). Default: every CUDA process the probe lets you trace.</source>
        <translation>このプロセスをトレースします (繰り返し指定またはカンマ区切り)。既定: プローブがトレースを許可するすべての CUDA プロセス。</translation>
    </message>
    <message>
        <source>No native stacks.</source>
        <translation>ネイティブスタックを記録しない。</translation>
    </message>
    <message>
        <source>No Python frames.</source>
        <translation>Python フレームを記録しない。</translation>
    </message>
    <message>
        <source>Replace FILE if it exists.</source>
        <translation>FILE が存在する場合は置き換えます。</translation>
    </message>
    <message>
        <source>Capture from this node too: a transport command in one argument, split as a shell would (repeatable; the nodes are captured at once and merged into FILE, aligned on this machine&apos;s clock).</source>
        <translation>このノードからもキャプチャします: シェルと同様に分割される 1 つの引数のトランスポートコマンド (繰り返し可。各ノードは同時にキャプチャされ、このマシンのクロックに合わせて FILE に統合されます)。</translation>
    </message>
    <message>
        <source>Reconnect and resume up to N times in a row when the connection drops (default 5).</source>
        <translation>接続が切れたとき、連続して最大 N 回まで再接続して再開します (既定 5)。</translation>
    </message>
    <message>
        <source>Usage: faultline attach -o FILE [--duration D] [--pid PID ...] -- TRANSPORT COMMAND...
       faultline attach -o FILE [--duration D] --node &apos;TRANSPORT COMMAND&apos; --node &apos;TRANSPORT COMMAND&apos; ...</source>
        <translation>使い方: faultline attach -o FILE [--duration D] [--pid PID ...] -- TRANSPORT COMMAND...
       faultline attach -o FILE [--duration D] --node &apos;TRANSPORT COMMAND&apos; --node &apos;TRANSPORT COMMAND&apos; ...</translation>
    </message>
    <message>
        <source>Examples:
  faultline attach -o run.db --duration 60 -- ssh gpu-node-3 sudo -n faultline-probe serve --stdio
  faultline attach -o copy.db -- faultline-probe replay capture.db --speed 0 --serve --stdio
  faultline attach -o cluster.db --duration 60 --node &apos;ssh gpu-1 sudo -n faultline-probe serve --stdio&apos; --node &apos;ssh gpu-2 sudo -n faultline-probe serve --stdio&apos;
</source>
        <translation>例:
  faultline attach -o run.db --duration 60 -- ssh gpu-node-3 sudo -n faultline-probe serve --stdio
  faultline attach -o copy.db -- faultline-probe replay capture.db --speed 0 --serve --stdio
  faultline attach -o cluster.db --duration 60 --node &apos;ssh gpu-1 sudo -n faultline-probe serve --stdio&apos; --node &apos;ssh gpu-2 sudo -n faultline-probe serve --stdio&apos;
</translation>
    </message>
    <message>
        <source>faultline attach: unexpected argument “%1”; the transport command goes after --.</source>
        <translation>faultline attach: 予期しない引数「%1」。トランスポートコマンドは -- の後に指定します。</translation>
    </message>
    <message>
        <source>faultline attach: cannot read --node “%1”: %2</source>
        <translation>faultline attach: --node「%1」を読み取れません: %2</translation>
    </message>
    <message>
        <source>faultline attach: --node needs a transport command.</source>
        <translation>faultline attach: --node にはトランスポートコマンドが必要です。</translation>
    </message>
    <message>
        <source>faultline attach: missing the transport command after --, for example: -- ssh NODE sudo -n faultline-probe serve --stdio</source>
        <translation>faultline attach: -- の後のトランスポートコマンドがありません。例: -- ssh NODE sudo -n faultline-probe serve --stdio</translation>
    </message>
    <message>
        <source>faultline attach: missing -o FILE.</source>
        <translation>faultline attach: -o FILE がありません。</translation>
    </message>
    <message>
        <source>faultline attach: invalid duration “%1” (examples: 30, 30s, 500ms, 5m, 1h).</source>
        <translation>faultline attach: 無効な期間「%1」(例: 30, 30s, 500ms, 5m, 1h)。</translation>
    </message>
    <message>
        <source>faultline attach: --pid needs process ids, not “%1”.</source>
        <translation>faultline attach: --pid にはプロセス ID が必要です。「%1」は使えません。</translation>
    </message>
    <message>
        <source>faultline attach: --pid names processes of one node; with several nodes every process each probe lets you trace is captured.</source>
        <translation>faultline attach: --pid は 1 つのノードのプロセスを指定します。複数ノードでは、各プローブがトレースを許可するすべてのプロセスがキャプチャされます。</translation>
    </message>
    <message>
        <source>faultline attach: --retries takes a number from 0 to 999.</source>
        <translation>faultline attach: --retries には 0 から 999 の数値を指定します。</translation>
    </message>
    <message>
        <source>faultline attach: %1 keeps the %2 events received.</source>
        <translation>faultline attach: %1 には受信した %2 件のイベントが保持されます。</translation>
    </message>
    <message>
        <source>%1 events from %2 (%3) in %4 s (%5 events/s) written to %6</source>
        <translation>%2 (%3) から %1 件のイベントを %4 秒で (%5 件/秒) %6 に書き込みました</translation>
    </message>
    <message>
        <source>resumed %1 times after the connection dropped; %2 repeated events skipped</source>
        <translation>接続切断後に %1 回再開しました。重複イベント %2 件をスキップしました</translation>
    </message>
    <message>
        <source>the probe ended the capture: %1</source>
        <translation>プローブがキャプチャを終了しました: %1</translation>
    </message>
</context>
<context>
    <name>BlockMapImage</name>
    <message>
        <source>allocated</source>
        <translation>割り当て済み</translation>
    </message>
    <message>
        <source>pending free</source>
        <translation>解放待ち</translation>
    </message>
    <message>
        <source>free (cached)</source>
        <translation>空き (キャッシュ)</translation>
    </message>
    <message>
        <source>allocated by the selected frame</source>
        <translation>選択したフレームが割り当てたもの</translation>
    </message>
    <message>
        <source>The snapshot&apos;s state</source>
        <translation>スナップショットの状態</translation>
    </message>
    <message>
        <source>Final state (after all %1 entries)</source>
        <translation>最終状態 (全 %1 エントリ後)</translation>
    </message>
    <message>
        <source>Before the first of %1 recorded entries</source>
        <translation>記録された %1 エントリの最初より前</translation>
    </message>
    <message>
        <source>After entry #%1 of %2</source>
        <translation>エントリ #%1 / %2 の後</translation>
    </message>
    <message numerus="yes">
        <source>%n segment(s)</source>
        <translation>
            <numerusform>%n セグメント</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 (pool or stream filter)</source>
        <translation>%1 / %2 (プールまたはストリームのフィルタ)</translation>
    </message>
    <message>
        <source>GPU %1 · %2 · %3</source>
        <translation>GPU %1 · %2 · %3</translation>
    </message>
    <message>
        <source>Reserved %1 · allocated %2 · requested %3 · pending free %4 · free (cached) %5 · largest free block %6 · external fragmentation %7</source>
        <translation>予約 %1 · 割り当て %2 · 要求 %3 · 解放待ち %4 · 空き (キャッシュ) %5 · 最大空きブロック %6 · 外部断片化 %7</translation>
    </message>
    <message>
        <source>Segments as rows, blocks in address order, widths proportional to size · exported %1 UTC by Faultline %2</source>
        <translation>行がセグメント、ブロックはアドレス順、幅はサイズに比例 · %1 UTC に Faultline %2 でエクスポート</translation>
    </message>
</context>
<context>
    <name>CaptureCopy</name>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 は存在しません。</translation>
    </message>
    <message>
        <source>A capture cannot be saved over itself.</source>
        <translation>キャプチャをそれ自身に上書き保存することはできません。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>Copying %1 failed: %2</source>
        <translation>%1 のコピーに失敗しました: %2</translation>
    </message>
    <message>
        <source>Cannot finish %1: %2</source>
        <translation>%1 を完了できません: %2</translation>
    </message>
    <message>
        <source>Cannot rename %1 to %2.</source>
        <translation>%1 を %2 に名前変更できません。</translation>
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
        <translation>%1、スキーマ %2</translation>
    </message>
    <message>
        <source>%1 → %2 UTC</source>
        <translation>%1 → %2 UTC</translation>
    </message>
    <message>
        <source>%1 stored of %2 seen (sampled)</source>
        <translation>観測 %2 件中 %1 件を保存 (サンプリング)</translation>
    </message>
    <message>
        <source>%1 stored</source>
        <translation>%1 件を保存</translation>
    </message>
    <message>
        <source>The tracer saw more events than the capture stored. Counts marked “sampled” come from event_aggregates; latency percentiles are computed over the stored events.</source>
        <translation>トレーサーはキャプチャが保存したより多くのイベントを観測しました。「サンプリング」と記された件数は event_aggregates に由来し、レイテンシのパーセンタイルは保存されたイベントから計算されます。</translation>
    </message>
    <message>
        <source>%1, imported by Faultline</source>
        <translation>%1（Faultline でインポート）</translation>
    </message>
    <message>
        <source>%1 (format %2), imported by Faultline</source>
        <translation>%1（形式 %2、Faultline でインポート）</translation>
    </message>
    <message>
        <source>%1 ranks merged: %2</source>
        <extracomment>%1 a number of ranks (2 or more), %2 their names: &quot;rank0, rank3&quot;</extracomment>
        <translation>%1 ランクを統合: %2</translation>
    </message>
    <message>
        <source>%1 · driver %2</source>
        <translation>%1 · ドライバ %2</translation>
    </message>
    <message>
        <source>%1 (the machine has %2)</source>
        <extracomment>%1 the GPUs the job used (or &quot;none used&quot;), %2 every GPU of the machine: &quot;8 × NVIDIA A100-PG509-200&quot;</extracomment>
        <translation>%1 (マシンの搭載 GPU: %2)</translation>
    </message>
    <message>
        <source>none used</source>
        <translation>使用なし</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>CaptureDiff</name>
    <message>
        <source>GPU idle in synchronisation</source>
        <translation>同期による GPU のアイドル</translation>
    </message>
    <message>
        <source>GPU idle in blocking copies</source>
        <translation>ブロッキングコピーによる GPU のアイドル</translation>
    </message>
    <message>
        <source>GPU idle waiting for input</source>
        <translation>入力待ちによる GPU のアイドル</translation>
    </message>
    <message>
        <source>GPU idle during CPU work</source>
        <translation>CPU 処理中の GPU のアイドル</translation>
    </message>
    <message>
        <source>GPU idle between launches</source>
        <translation>起動間の GPU のアイドル</translation>
    </message>
    <message>
        <source>GPU idle while the host thread was off the CPU</source>
        <translation>ホストスレッドがオフ CPU の間の GPU のアイドル</translation>
    </message>
    <message>
        <source>GPU idle for no recorded reason</source>
        <translation>理由が記録されていない GPU のアイドル</translation>
    </message>
    <message>
        <source>time in %1</source>
        <extracomment>%1 the name of a CUDA call or of a profiler range</extracomment>
        <translation>%1 の時間</translation>
    </message>
    <message>
        <source>GPU time in %1</source>
        <extracomment>%1 the name of a GPU kernel</extracomment>
        <translation>%1 の GPU 時間</translation>
    </message>
    <message>
        <source>time lost to %1</source>
        <extracomment>%1 the rule of a causal chain in words (&quot;input starvation&quot;)</extracomment>
        <translation>%1 で失われた時間</translation>
    </message>
    <message>
        <source>per step</source>
        <translation>1 ステップあたり</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>1 秒あたり</translation>
    </message>
    <message>
        <source>B&apos;s step is %1 shorter (−%2)</source>
        <extracomment>%1 a duration, %2 a percentage: B&apos;s median step against A&apos;s</extracomment>
        <translation>B のステップは %1 短い (−%2)</translation>
    </message>
    <message>
        <source>B&apos;s step is %1 longer (+%2)</source>
        <extracomment>%1 a duration, %2 a percentage: B&apos;s median step against A&apos;s</extracomment>
        <translation>B のステップは %1 長い (+%2)</translation>
    </message>
    <message>
        <source>B&apos;s step is as long as A&apos;s (%1)</source>
        <extracomment>%1 the median step of both runs</extracomment>
        <translation>B のステップは A と同じ長さ (%1)</translation>
    </message>
    <message>
        <source>%1 has no steps, so both runs are measured per second</source>
        <extracomment>%1 &quot;A&quot; or &quot;B&quot;, the run without steps</extracomment>
        <translation>%1 にはステップがないため、両方の実行を 1 秒あたりで測定しています</translation>
    </message>
    <message>
        <source>Neither run has steps, so both are measured per second</source>
        <translation>どちらの実行にもステップがないため、両方を 1 秒あたりで測定しています</translation>
    </message>
    <message>
        <source>%1 fell from %2 to %3 %4</source>
        <translation>%1 は %4 %2 から %3 に減少</translation>
    </message>
    <message>
        <source>%1 rose from %2 to %3 %4</source>
        <translation>%1 は %4 %2 から %3 に増加</translation>
    </message>
    <message>
        <source>GPU busy stayed at %1</source>
        <extracomment>%1 a percentage</extracomment>
        <translation>GPU ビジーは %1 のまま</translation>
    </message>
    <message>
        <source>GPU busy rose from %1 to %2</source>
        <extracomment>%1 and %2 percentages</extracomment>
        <translation>GPU ビジーは %1 から %2 に上昇</translation>
    </message>
    <message>
        <source>GPU busy fell from %1 to %2</source>
        <extracomment>%1 and %2 percentages</extracomment>
        <translation>GPU ビジーは %1 から %2 に低下</translation>
    </message>
    <message>
        <source>Only %1 records CPU ranges and GPU work; the verdict compares what both record.</source>
        <extracomment>%1 &quot;A&quot; or &quot;B&quot;, the run that recorded more</extracomment>
        <translation>CPU の範囲と GPU の処理を記録しているのは %1 だけです。判定は両方が記録しているものを比較します。</translation>
    </message>
    <message>
        <source>Only %1 records CPU ranges; the verdict compares what both record.</source>
        <extracomment>%1 &quot;A&quot; or &quot;B&quot;, the run that recorded more</extracomment>
        <translation>CPU の範囲を記録しているのは %1 だけです。判定は両方が記録しているものを比較します。</translation>
    </message>
    <message>
        <source>Only %1 records GPU work; the verdict compares what both record.</source>
        <extracomment>%1 &quot;A&quot; or &quot;B&quot;, the run that recorded more</extracomment>
        <translation>GPU の処理を記録しているのは %1 だけです。判定は両方が記録しているものを比較します。</translation>
    </message>
    <message>
        <source>No change: the two runs measure the same.</source>
        <translation>変化なし: 2 つの実行の測定値は同じです。</translation>
    </message>
    <message>
        <source>%1 appeared, %2 %3</source>
        <extracomment>%1 what changed (&quot;time in DataLoader.__next__&quot;), %2 and %3 durations, %4 &quot;per step&quot; or &quot;per second&quot; %1 what changed (&quot;time lost to input starvation&quot;), %2 a duration, %3 &quot;per step&quot; or &quot;per second&quot;: A had none of it</extracomment>
        <translation>%1 が新たに出現 (%3 %2)</translation>
    </message>
    <message>
        <source>%1 is gone (was %2 %3)</source>
        <extracomment>%1 what changed (&quot;time in cudaMemcpy&quot;), %2 a duration, %3 &quot;per step&quot; or &quot;per second&quot;: B has none of it</extracomment>
        <translation>%1 は消失 (以前は %3 %2)</translation>
    </message>
    <message>
        <source>GPU busy computing</source>
        <translation>GPU ビジー (計算)</translation>
    </message>
    <message>
        <source>GPU busy communicating</source>
        <translation>GPU ビジー (通信)</translation>
    </message>
    <message>
        <source>GPU busy copying</source>
        <translation>GPU ビジー (コピー)</translation>
    </message>
</context>
<context>
    <name>CaptureReader</name>
    <message>
        <source>cannot open %1: %2</source>
        <extracomment>%1 is a file path, %2 why it could not be opened</extracomment>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <source>%1 is not an SQLite database (no SQLite header)</source>
        <translation>%1 は SQLite データベースではありません (SQLite ヘッダーがありません)</translation>
    </message>
    <message>
        <source>%1 is truncated: the SQLite header is incomplete</source>
        <translation>%1 は途中で切れています: SQLite ヘッダーが不完全です</translation>
    </message>
    <message>
        <source>; the file is truncated: it holds %1 of the %2 pages its header announces</source>
        <extracomment>Appended to an error (mind the leading &quot;; &quot;); %1 and %2 are page counts</extracomment>
        <translation>。ファイルが途中で切れています: ヘッダーが示す %2 ページのうち %1 ページしかありません</translation>
    </message>
    <message>
        <source>the file is truncated: it holds %1 of the %2 pages its header announces; what is there is shown</source>
        <translation>ファイルが途中で切れています: ヘッダーが示す %2 ページのうち %1 ページしかありません。存在する部分を表示します</translation>
    </message>
    <message>
        <source>%1 is not an SQLite database</source>
        <translation>%1 は SQLite データベースではありません</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>%1 was written by a newer capture format (user_version %2; this Faultline reads up to %3). Update Faultline to open it.</source>
        <extracomment>%2 and %3 are schema version numbers</extracomment>
        <translation>%1 は新しいキャプチャ形式で書かれています (user_version %2。この Faultline が読めるのは %3 までです)。開くには Faultline を更新してください。</translation>
    </message>
    <message>
        <source>cannot read the schema of %1: %2</source>
        <translation>%1 のスキーマを読み取れません: %2</translation>
    </message>
    <message>
        <source>the schema of %1 is unreadable (%2)</source>
        <translation>%1 のスキーマを読み取れません (%2)</translation>
    </message>
    <message>
        <source>%1 is an SQLite database but not a capture: it has no `events` table (expected an Ingero or Faultline trace database)</source>
        <translation>%1 は SQLite データベースですがキャプチャではありません: `events` テーブルがありません (Ingero または Faultline のトレースデータベースが必要です)</translation>
    </message>
    <message>
        <source>%1 is not a capture Faultline understands: `events` has no `%2` column</source>
        <extracomment>%2 is a column name</extracomment>
        <translation>%1 は Faultline が理解できるキャプチャではありません: `events` に `%2` 列がありません</translation>
    </message>
    <message>
        <source>cannot find the extent of the events table: %1</source>
        <translation>events テーブルの範囲を特定できません: %1</translation>
    </message>
    <message>
        <source>unreadable: %1</source>
        <translation>読み取れません: %1</translation>
    </message>
    <message>
        <source>stopped early: %1</source>
        <translation>読み取りが途中で止まりました: %1</translation>
    </message>
    <message>
        <source>chain %1: recommendations are not a JSON array of strings</source>
        <translation>チェーン %1: recommendations が文字列の JSON 配列ではありません</translation>
    </message>
    <message>
        <source>chain %1: timeline is not a JSON array</source>
        <translation>チェーン %1: timeline が JSON 配列ではありません</translation>
    </message>
    <message>
        <source>annotation %1: labels are not a JSON object</source>
        <translation>注釈 %1: labels が JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>%1 stack(s) with malformed frames JSON (first: %2)</source>
        <translation>frames の JSON が不正なスタック %1 個 (最初: %2)</translation>
    </message>
    <message>
        <source>cannot read events: %1</source>
        <translation>イベントを読み取れません: %1</translation>
    </message>
    <message>
        <source>reading stopped at rowid %1: %2</source>
        <translation>rowid %1 で読み取りが止まりました: %2</translation>
    </message>
    <message>
        <source>too many corrupt pages; stopped at rowid %1</source>
        <translation>破損したページが多すぎます。rowid %1 で停止しました</translation>
    </message>
    <message>
        <source>the events table has corrupt pages: about %1 row(s) could not be read and were skipped; %2 were read</source>
        <translation>events テーブルに破損したページがあります: 約 %1 行を読み取れずスキップしました。読み取ったのは %2 行です</translation>
    </message>
</context>
<context>
    <name>ChainEngine</name>
    <message>
        <source>process (pid %1)</source>
        <extracomment>An unnamed process</extracomment>
        <translation>プロセス (PID %1)</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <extracomment>%1 is a process name like python3, %2 its pid</extracomment>
        <translation>%1 (PID %2)</translation>
    </message>
    <message>
        <source>thread %1</source>
        <extracomment>An unnamed thread; %1 is its thread id</extracomment>
        <translation>スレッド %1</translation>
    </message>
    <message>
        <source>CPU at %1 %</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is a CPU usage percentage</extracomment>
        <translation>CPU 使用率 %1 %</translation>
    </message>
    <message>
        <source>CPU peaked at %1 %</source>
        <translation>CPU 使用率のピーク %1 %</translation>
    </message>
    <message>
        <source>memory at %1 %</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is a memory usage percentage</extracomment>
        <translation>メモリ使用率 %1 %</translation>
    </message>
    <message>
        <source>memory peaked at %1 %</source>
        <translation>メモリ使用率のピーク %1 %</translation>
    </message>
    <message>
        <source>swapping (%1 MB)</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is a number of megabytes</extracomment>
        <translation>スワップ発生 (%1 MB)</translation>
    </message>
    <message>
        <source>%1 MB swapped</source>
        <translation>%1 MB をスワップ</translation>
    </message>
    <message>
        <source>Find what else uses host memory, or add RAM: the job is swapping</source>
        <translation>ジョブがスワップしています: ほかにホストメモリを使っているものを特定するか、RAM を増設してください</translation>
    </message>
    <message>
        <source>load average %1</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is the system load average, like 12.5</extracomment>
        <translation>ロードアベレージ %1</translation>
    </message>
    <message>
        <source>load average up to %1</source>
        <translation>ロードアベレージ最大 %1</translation>
    </message>
    <message>
        <source>%1 context switches</source>
        <extracomment>One of the causes joined into a chain&apos;s title</extracomment>
        <translation>コンテキストスイッチ %1 回</translation>
    </message>
    <message>
        <source>%1 times a traced thread was switched out</source>
        <translation>トレース対象のスレッドが %1 回切り替えられた</translation>
    </message>
    <message>
        <source>Pin the training process to dedicated cores (taskset -c or os.sched_setaffinity)</source>
        <translation>学習プロセスを専用のコアに固定してください (taskset -c または os.sched_setaffinity)</translation>
    </message>
    <message>
        <source>Run background jobs (logrotate, cron, backups) at nice 19 or away from the GPU host</source>
        <translation>バックグラウンドジョブ (logrotate、cron、バックアップ) は nice 19 で実行するか、GPU ホスト以外で実行してください</translation>
    </message>
    <message>
        <source>%1 of host page allocations</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is a size like 1.5 GiB</extracomment>
        <translation>ホストのページ割り当て %1</translation>
    </message>
    <message>
        <source>%1 of pages allocated</source>
        <extracomment>%1 is a size like 1.5 GiB</extracomment>
        <translation>%1 のページを割り当て</translation>
    </message>
    <message>
        <source>Find the process allocating host memory while the GPU work runs</source>
        <translation>GPU の処理中にホストメモリを割り当てているプロセスを特定してください</translation>
    </message>
    <message>
        <source>%1 block IO operations (peak %2)</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %2 is the longest operation, like 3.2 ms</extracomment>
        <translation>ブロック I/O 操作 %1 回 (ピーク %2)</translation>
    </message>
    <message>
        <source>%1 operations, %2 in total, peak %3</source>
        <extracomment>Block IO operations; %2 and %3 are durations like 3.2 ms</extracomment>
        <translation>操作 %1 回、合計 %2、ピーク %3</translation>
    </message>
    <message>
        <source>Move data and checkpoints to local NVMe: block IO peaked at %1</source>
        <extracomment>%1 is a duration like 80 ms</extracomment>
        <translation>データとチェックポイントをローカルの NVMe に移してください (ブロック I/O のピークは %1)</translation>
    </message>
    <message>
        <source>Reads dominate: cache the dataset in memory or raise DataLoader prefetch_factor</source>
        <translation>読み取りが大半です: データセットをメモリにキャッシュするか、DataLoader の prefetch_factor を上げてください</translation>
    </message>
    <message>
        <source>Writes dominate: checkpoint less often or write asynchronously</source>
        <translation>書き込みが大半です: チェックポイントの頻度を下げるか、非同期で書き込んでください</translation>
    </message>
    <message>
        <source>%1 TCP retransmits</source>
        <extracomment>One of the causes joined into a chain&apos;s title, and the title of a chain of its own</extracomment>
        <translation>TCP 再送 %1 回</translation>
    </message>
    <message>
        <source>%1 retransmitted segments</source>
        <translation>再送セグメント %1 個</translation>
    </message>
    <message>
        <source>Check the network path (NIC errors, MTU, congestion): TCP is retransmitting</source>
        <translation>TCP が再送しています: ネットワーク経路 (NIC エラー、MTU、輻輳) を確認してください</translation>
    </message>
    <message>
        <source>%1 socket operations</source>
        <extracomment>One of the causes joined into a chain&apos;s title</extracomment>
        <translation>ソケット操作 %1 回</translation>
    </message>
    <message>
        <source>%1 socket calls moving %2</source>
        <extracomment>%2 is a size like 12 MiB</extracomment>
        <translation>ソケット呼び出し %1 回で %2 を転送</translation>
    </message>
    <message>
        <source>%1 p99 = %2 (%3× p50 %4) — %5</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %2 and %4 durations like 3.2 ms, %3 a ratio like 4.5, %5 the causes joined with &quot; + &quot; (like &quot;CPU at 97 % + 120 context switches&quot;)</extracomment>
        <translation>%1 の p99 = %2 (p50 %4 の %3 倍) — %5</translation>
    </message>
    <message>
        <source>p99 = %1 (%2× p50 = %3)</source>
        <extracomment>%1 and %3 are durations like 3.2 ms, %2 a ratio like 4.5</extracomment>
        <translation>p99 = %1 (p50 = %3 の %2 倍)</translation>
    </message>
    <message>
        <source>%1 usually takes %2, but 1 call in 100 takes %3 or more (%4× the median, over the last %5 calls up to %6). In the same period: %7. Slow calls that coincide with these conditions point at them rather than at the GPU.</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %2 and %3 durations, %4 a ratio like 4.5, %5 a number of calls, %6 a time since the capture began like 42.1 s, %7 the causes joined with &quot; + &quot;</extracomment>
        <translation>%1 は通常 %2 で終わりますが、100 回に 1 回は %3 以上かかります (%6 までの直近 %5 回の呼び出しで中央値の %4 倍)。同じ期間の状況: %7。遅い呼び出しがこれらの状況と重なっている場合、原因は GPU ではなくこれらの状況にあると考えられます。</translation>
    </message>
    <message>
        <source>%1 rate fell to %2/s from a peak of %3/s — %4</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %2 and %3 calls per second, %4 the causes joined with &quot; + &quot;</extracomment>
        <translation>%1 の呼び出しレートがピーク %3 回/秒から %2 回/秒に低下 — %4</translation>
    </message>
    <message>
        <source>%1 calls/s against a peak of %2/s (%3 fewer)</source>
        <extracomment>%3 is a percentage like 45 %</extracomment>
        <translation>%1 回/秒 (ピーク %2 回/秒から %3 減)</translation>
    </message>
    <message>
        <source>The job issued %1 %2 times per second at its best, but only %3 times in the last whole second (%4), while %5.</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %4 a time since the capture began like 42.1 s, %5 the causes joined with &quot; + &quot;</extracomment>
        <translation>ジョブは最も多いときで %1 を毎秒 %2 回発行していましたが、最後の完全な 1 秒間 (%4) には %3 回にとどまりました。このときの状況: %5。</translation>
    </message>
    <message>
        <source>%1 spikes to %2 every ~%3 calls (median %4)</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %2 and %4 durations like 3.2 ms, %3 a number of calls</extracomment>
        <translation>%1 が約 %3 回ごとに %2 まで急増 (中央値 %4)</translation>
    </message>
    <message>
        <source>something periodic in the job: a cache release, a checkpoint, a logging step</source>
        <translation>ジョブ内の周期的な処理 (キャッシュの解放、チェックポイント、ログ出力など)</translation>
    </message>
    <message>
        <source>%1 calls slower than 3× the median, %2 of %3 gaps within 30 % of %4 calls</source>
        <extracomment>%2 of %3 gaps between slow calls are within 30 % of %4 calls</extracomment>
        <translation>中央値の 3 倍より遅い呼び出し %1 回、間隔 %3 個のうち %2 個が %4 回 ±30 % 以内</translation>
    </message>
    <message>
        <source>%1 normally takes %2, but %3 calls took %4 (median of the slow ones), and they come back every ~%5 calls: %6 in total (%7 of the range). A regular rhythm points at periodic work in the job rather than at contention.</source>
        <extracomment>%1 is a CUDA op like cudaMalloc, %2, %4 and %6 durations like 3.2 ms, %3 and %5 numbers of calls, %7 a percentage like 4 %</extracomment>
        <translation>%1 は通常 %2 ですが、%3 回の呼び出しで %4 (遅い呼び出しの中央値) かかり、約 %5 回ごとに繰り返し発生しています: 合計 %6 (範囲の %7)。規則的な周期は、競合ではなくジョブ内の周期的な処理を示しています。</translation>
    </message>
    <message>
        <source> For cudaMalloc this is the caching allocator handing its cache back (empty_cache(), a memory fraction limit, or an allocation that does not fit) and mapping memory again on the next call.</source>
        <extracomment>Appended to the explanation of a periodic cudaMalloc spike; mind the leading space</extracomment>
        <translation>cudaMalloc の場合、キャッシングアロケータがキャッシュを返却し (empty_cache()、メモリ割合の上限、または収まらない割り当てによる)、次の呼び出しで再びメモリをマップしていることを示します。</translation>
    </message>
    <message>
        <source>Look for work done every N steps at the source lines above (empty_cache(), checkpointing, logging, evaluation)</source>
        <translation>上記のソース行で N ステップごとに行われている処理 (empty_cache()、チェックポイント保存、ログ出力、評価) を探してください</translation>
    </message>
    <message>
        <source>Keep the cache: drop periodic torch.cuda.empty_cache() calls, or set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True</source>
        <translation>キャッシュを保持してください: 定期的な torch.cuda.empty_cache() の呼び出しをやめるか、PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True を設定してください</translation>
    </message>
    <message>
        <source>OOM killer ended %1 at %2</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %2 a time since the capture began like 42.1 s</extracomment>
        <translation>OOM killer が %2 時点で %1 を強制終了</translation>
    </message>
    <message>
        <source>host memory exhausted</source>
        <translation>ホストメモリの枯渇</translation>
    </message>
    <message>
        <source>killed pid %1</source>
        <translation>PID %1 を強制終了</translation>
    </message>
    <message>
        <source>The kernel ran out of memory and killed pid %1 at %2; system memory peaked at %3 %. Everything the process held on the GPU is gone with it.</source>
        <extracomment>%2 is a time since the capture began like 42.1 s, %3 a memory usage percentage</extracomment>
        <translation>カーネルがメモリ不足に陥り、%2 時点で PID %1 を強制終了しました。システムメモリ使用率のピークは %3 % でした。プロセスが GPU 上に保持していたものもすべて失われています。</translation>
    </message>
    <message>
        <source>The kernel ran out of memory and killed pid %1 at %2. Everything the process held on the GPU is gone with it.</source>
        <extracomment>%2 is a time since the capture began like 42.1 s</extracomment>
        <translation>カーネルがメモリ不足に陥り、%2 時点で PID %1 を強制終了しました。プロセスが GPU 上に保持していたものもすべて失われています。</translation>
    </message>
    <message>
        <source>Lower host memory use: fewer DataLoader workers, smaller prefetch_factor, pin_memory only where it helps</source>
        <translation>ホストメモリの使用量を減らしてください: DataLoader のワーカー数を減らす、prefetch_factor を小さくする、pin_memory は効果がある箇所でのみ使う</translation>
    </message>
    <message>
        <source>Set a memory limit on co-located jobs so they, not training, hit it first</source>
        <translation>同じホストで動く他のジョブにメモリ制限を設定し、学習ではなくそれらのジョブが先に上限に達するようにしてください</translation>
    </message>
    <message>
        <source>Pod restarted at %1</source>
        <extracomment>%1 is a time since the capture began like 42.1 s</extracomment>
        <translation>Pod が %1 時点で再起動</translation>
    </message>
    <message>
        <source>container restart</source>
        <translation>コンテナの再起動</translation>
    </message>
    <message>
        <source>Pod evicted at %1</source>
        <extracomment>%1 is a time since the capture began like 42.1 s</extracomment>
        <translation>Pod が %1 時点で退避</translation>
    </message>
    <message>
        <source>eviction by the node</source>
        <translation>ノードによる退避</translation>
    </message>
    <message>
        <source>%1; the job lost its state on that pod.</source>
        <extracomment>%1 is &quot;Pod restarted at 42.1 s&quot; or &quot;Pod evicted at 42.1 s&quot;</extracomment>
        <translation>%1。ジョブはその Pod 上の状態を失いました。</translation>
    </message>
    <message>
        <source>Check the container&apos;s exit reason and liveness probes</source>
        <translation>コンテナの終了理由と liveness probe を確認してください</translation>
    </message>
    <message>
        <source>Check the node&apos;s memory and disk pressure that triggered eviction</source>
        <translation>退避のきっかけとなったノードのメモリとディスクの圧迫を確認してください</translation>
    </message>
    <message>
        <source>packet loss or congestion on the network path</source>
        <translation>ネットワーク経路上のパケットロスまたは輻輳</translation>
    </message>
    <message>
        <source>TCP resent %1 segments in this range; collective operations and data loading over the network wait for each one.</source>
        <translation>この範囲で TCP が %1 個のセグメントを再送しました。ネットワーク経由の集団通信やデータ読み込みは、再送のたびに待たされます。</translation>
    </message>
    <message>
        <source>cudaMalloc p50 rose %1× (%2 → %3)</source>
        <extracomment>One of the causes joined into a chain&apos;s title; %1 is a ratio like 2.5, %2 and %3 durations like 3.2 ms</extracomment>
        <translation>cudaMalloc の p50 が %1 倍に上昇 (%2 → %3)</translation>
    </message>
    <message>
        <source>%1 frees from empty_cache()</source>
        <extracomment>One of the causes joined into a chain&apos;s title</extracomment>
        <translation>empty_cache() による解放 %1 回</translation>
    </message>
    <message>
        <source>%1 cuMemAlloc calls bypassing the caching allocator</source>
        <extracomment>One of the causes joined into a chain&apos;s title</extracomment>
        <translation>キャッシングアロケータを経由しない cuMemAlloc 呼び出し %1 回</translation>
    </message>
    <message>
        <source>Allocation churn in %1: %2 allocations and frees per second — %3</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %3 the causes joined with &quot; + &quot;</extracomment>
        <translation>%1 で割り当てと解放が頻発: 毎秒 %2 回 — %3</translation>
    </message>
    <message>
        <source>%1 cudaMalloc and %2 cudaFree calls at %3/s, %4 of the time in cudaMalloc</source>
        <extracomment>%3 is calls per second, %4 a percentage like 12 %</extracomment>
        <translation>cudaMalloc %1 回と cudaFree %2 回 (%3 回/秒)、時間の %4 が cudaMalloc 内</translation>
    </message>
    <message>
        <source>window of %1 calls: p50 %2, p99 %3</source>
        <extracomment>%2 and %3 are durations like 3.2 ms</extracomment>
        <translation>%1 回の呼び出しのウィンドウ: p50 %2、p99 %3</translation>
    </message>
    <message>
        <source>%1 cudaFree calls come from torch.cuda.empty_cache(), which returns cached blocks that the next step allocates again</source>
        <translation>cudaFree 呼び出しのうち %1 回は torch.cuda.empty_cache() によるもので、次のステップで再び割り当てられるキャッシュ済みブロックを返却している</translation>
    </message>
    <message>
        <source>%1 calls (%2) allocate straight from the driver through ctypes, outside the caching allocator</source>
        <extracomment>%2 is a size like 1.5 GiB</extracomment>
        <translation>%1 回の呼び出し (%2) がキャッシングアロケータを通さず、ctypes 経由でドライバから直接割り当てている</translation>
    </message>
    <message>
        <source>%1 allocated and freed GPU memory %2 times per second and spent %3 (%4 of the range) inside cudaMalloc.</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %3 a duration like 3.2 s, %4 a percentage like 12 %</extracomment>
        <translation>%1 は GPU メモリの割り当てと解放を毎秒 %2 回行い、cudaMalloc 内で %3 (範囲の %4) を費やしました。</translation>
    </message>
    <message>
        <source> The typical cudaMalloc got slower as the run went on, from %1 to %2 (p99 %3 → %4): the caching allocator&apos;s pool is fragmenting, so more requests miss it and go to the driver.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 to %4 are durations like 3.2 ms</extracomment>
        <translation>典型的な cudaMalloc は実行が進むにつれて %1 から %2 に遅くなりました (p99 %3 → %4)。キャッシングアロケータのプールが断片化しているため、プールで満たせずドライバに回る要求が増えています。</translation>
    </message>
    <message>
        <source> torch.cuda.empty_cache() hands cached blocks back to the driver %1 times, so the next allocations pay for cudaMalloc again.</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation>torch.cuda.empty_cache() がキャッシュ済みブロックを %1 回ドライバに返却しているため、次の割り当てで再び cudaMalloc のコストがかかります。</translation>
    </message>
    <message>
        <source> %1 cuMemAlloc calls from Python (ctypes) take %2 that PyTorch&apos;s allocator cannot see or reuse.</source>
        <extracomment>Appended to the explanation; mind the leading space. %2 is a size like 1.5 GiB</extracomment>
        <translation>Python (ctypes) からの %1 回の cuMemAlloc 呼び出しが、PyTorch のアロケータからは見えず再利用もできない %2 を確保しています。</translation>
    </message>
    <message>
        <source> Most of the allocation time comes from %1:%2 (%3).</source>
        <extracomment>Appended to the explanation; mind the leading space. %1:%2 is a Python file and line, %3 a function</extracomment>
        <translation>割り当て時間の大半は %1:%2 (%3) によるものです。</translation>
    </message>
    <message>
        <source>Pre-allocate buffers once and reuse them across steps instead of allocating per step</source>
        <translation>ステップごとに割り当てるのではなく、バッファを一度だけ事前に割り当ててステップ間で再利用してください</translation>
    </message>
    <message>
        <source>Remove torch.cuda.empty_cache() from the training loop</source>
        <translation>学習ループから torch.cuda.empty_cache() を削除してください</translation>
    </message>
    <message>
        <source>Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True to stop the pool fragmenting</source>
        <translation>プールの断片化を防ぐため、PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True を設定してください</translation>
    </message>
    <message>
        <source>Allocate through PyTorch (torch.empty on the device) instead of cuMemAlloc through ctypes, so the caching allocator can reuse the memory</source>
        <translation>キャッシングアロケータがメモリを再利用できるよう、ctypes 経由の cuMemAlloc ではなく PyTorch 経由 (デバイス上の torch.empty) で割り当ててください</translation>
    </message>
    <message>
        <source>GPU memory leak in %1: %2 of %3 allocations (%4) never freed</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %4 a size like 1.5 GiB</extracomment>
        <translation>%1 の GPU メモリリーク: %3 回の割り当てのうち %2 回 (%4) が未解放</translation>
    </message>
    <message>
        <source>allocations that are never freed, growing steadily</source>
        <translation>解放されない割り当てが着実に増加</translation>
    </message>
    <message>
        <source>GPU memory retained in %1: %2 of %3 allocations (%4) never freed</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %4 a size like 1.5 GiB</extracomment>
        <translation>%1 が GPU メモリを保持: %3 回の割り当てのうち %2 回 (%4) が未解放</translation>
    </message>
    <message>
        <source>memory kept by its owner (the caching allocator or long-lived tensors), not growing</source>
        <translation>所有者 (キャッシングアロケータまたは長寿命のテンソル) が保持しているメモリで、増加はしていない</translation>
    </message>
    <message>
        <source>%1 allocated through traced calls at the end of quarter %2</source>
        <extracomment>%1 is a size like 1.5 GiB, %2 the quarter of the range (1 to 4)</extracomment>
        <translation>範囲の %2/4 の時点で、トレース対象の呼び出しによる割り当て %1</translation>
    </message>
    <message>
        <source>%1 made %2 cudaMalloc calls and %3 cudaFree calls; %4 frees match an allocation, and %5 allocations holding %6 are still allocated at the end of the range.</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %6 a size like 1.5 GiB</extracomment>
        <translation>%1 は cudaMalloc を %2 回、cudaFree を %3 回呼び出しました。%4 回の解放は割り当てに対応していますが、%6 を保持する %5 回の割り当ては範囲の終了時点でもまだ解放されていません。</translation>
    </message>
    <message>
        <source> What stays allocated grew in every quarter of the range, which is what a leak looks like: references kept in a list, a cache or a closure.</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation>割り当てられたままのメモリは範囲を 4 等分したどの区間でも増加しており、これはリークの典型的な兆候です (リスト、キャッシュ、クロージャに参照が残っているなど)。</translation>
    </message>
    <message>
        <source>Find who keeps references to the tensors allocated at the top source lines (lists of losses, hooks, caches); call .detach()/.item() before keeping values</source>
        <translation>上位のソース行で割り当てられたテンソルへの参照を保持している箇所 (損失のリスト、フック、キャッシュ) を特定し、値を保持する前に .detach()/.item() を呼び出してください</translation>
    </message>
    <message>
        <source>Compare torch.cuda.memory_allocated() across steps to confirm the growth</source>
        <translation>ステップ間で torch.cuda.memory_allocated() を比較して、増加を確認してください</translation>
    </message>
    <message>
        <source> What stays allocated levels off, which is the caching allocator (or long-lived tensors) holding memory for reuse rather than a leak.</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation>割り当てられたままのメモリは頭打ちになっています。これはリークではなく、キャッシングアロケータ (または長寿命のテンソル) が再利用のためにメモリを保持している状態です。</translation>
    </message>
    <message>
        <source>Nothing to fix if memory is not short; otherwise cap the cache with PYTORCH_CUDA_ALLOC_CONF=garbage_collection_threshold:0.8</source>
        <translation>メモリが不足していなければ対処は不要です。不足している場合は PYTORCH_CUDA_ALLOC_CONF=garbage_collection_threshold:0.8 でキャッシュを抑えてください</translation>
    </message>
    <message>
        <source>Tensor destructors synchronise the GPU in %1: %2 syncs, %3 (%4)</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %3 a duration like 3.2 s, %4 a percentage like 12 %</extracomment>
        <translation>%1 でテンソルのデストラクタが GPU を同期: 同期 %2 回、%3 (%4)</translation>
    </message>
    <message>
        <source>freeing tensors in the hot loop waits for the GPU (c10::TensorImpl::~TensorImpl → sync)</source>
        <translation>ホットループ内でのテンソルの解放が GPU を待つ (c10::TensorImpl::~TensorImpl → 同期)</translation>
    </message>
    <message>
        <source>a tensor goes out of scope</source>
        <translation>テンソルがスコープ外になる</translation>
    </message>
    <message>
        <source>%1 synchronisations inside ~TensorImpl, p99 %2, longest %3</source>
        <extracomment>%2 and %3 are durations like 3.2 ms</extracomment>
        <translation>~TensorImpl 内での同期 %1 回、p99 %2、最長 %3</translation>
    </message>
    <message>
        <source>%1 %2 calls have c10::TensorImpl&apos;s destructor on their stack: releasing a tensor&apos;s memory made the CPU wait for the GPU to finish with it. Together they blocked the thread for %3 (%4 of the range).</source>
        <extracomment>%2 is a CUDA op like cudaStreamSynchronize, %3 a duration like 3.2 s, %4 a percentage like 12 %</extracomment>
        <translation>%1 回の %2 呼び出しのスタックに c10::TensorImpl のデストラクタがあります: テンソルのメモリを解放する際に、GPU がそのテンソルの処理を終えるまで CPU が待たされました。これらは合計でスレッドを %3 (範囲の %4) ブロックしました。</translation>
    </message>
    <message>
        <source> The tensors die at %1:%2.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1:%2 is a Python file and line</extracomment>
        <translation>テンソルは %1:%2 で破棄されています。</translation>
    </message>
    <message>
        <source>Keep buffers alive across iterations (pre-allocate, reuse with out= or copy_) instead of letting them die every step</source>
        <translation>バッファを毎ステップ破棄せず、反復をまたいで保持してください (事前に割り当て、out= や copy_ で再利用)</translation>
    </message>
    <message>
        <source>When a tensor is used on a side stream, call tensor.record_stream(stream) instead of synchronising before it is freed</source>
        <translation>テンソルを別のストリームで使う場合は、解放前に同期するのではなく tensor.record_stream(stream) を呼び出してください</translation>
    </message>
    <message>
        <source>Fork at %1 stalled %2 workers for %3–%4</source>
        <extracomment>%1 is a time since the capture began like 42.1 s, %3 and %4 durations: &quot;stalled 3 workers for 120 ms–1.2 s&quot;</extracomment>
        <translation>%1 時点の fork によりワーカー %2 個が %3–%4 停止</translation>
    </message>
    <message>
        <source>fork() of a large process under memory pressure freezes the workers that share its pages</source>
        <translation>メモリ圧迫下での大きなプロセスの fork() が、そのページを共有するワーカーを停止させる</translation>
    </message>
    <message>
        <source>fork() of a large process freezes the workers that share its pages</source>
        <translation>大きなプロセスの fork() が、そのページを共有するワーカーを停止させる</translation>
    </message>
    <message>
        <source>memory at %1 % around the fork, %2 MB swapped</source>
        <extracomment>%1 is a memory usage percentage, %2 a number of megabytes</extracomment>
        <translation>fork 前後のメモリ使用率 %1 %、スワップ %2 MB</translation>
    </message>
    <message>
        <source>memory at %1 % around the fork</source>
        <extracomment>%1 is a memory usage percentage</extracomment>
        <translation>fork 前後のメモリ使用率 %1 %</translation>
    </message>
    <message>
        <source>%1 forked %2 process(es)</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %2 a number of processes</extracomment>
        <translation>%1 が %2 個のプロセスを fork</translation>
    </message>
    <message>
        <source>%1 off-CPU for %2</source>
        <extracomment>%1 is a thread like &quot;data_worker 4243&quot;, %2 a duration like 120 ms</extracomment>
        <translation>%1 が %2 の間オフ CPU</translation>
    </message>
    <message>
        <source>%1 called fork() at %2 (%3 fork(s) within a second). At that moment %4 threads of other processes were off-CPU for %5 to %6 and came back only after it: %7.</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %2 a time since the capture began like 42.1 s, %5 and %6 durations, %7 a list of threads like &quot;data_worker 4243, data_worker 4244&quot;</extracomment>
        <translation>%1 が %2 時点で fork() を呼び出しました (1 秒以内に %3 回の fork)。その時点で他のプロセスの %4 個のスレッドが %5 から %6 の間オフ CPU になり、fork の後でようやく復帰しました: %7。</translation>
    </message>
    <message>
        <source> fork() copies the parent&apos;s page tables while holding its memory map lock, and the workers that share those pages wait for it; with memory at %1 % the copy is slow.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 is a memory usage percentage</extracomment>
        <translation>fork() はメモリマップのロックを保持したまま親のページテーブルをコピーし、そのページを共有するワーカーはこれを待ちます。メモリ使用率が %1 % の状態ではこのコピーが遅くなります。</translation>
    </message>
    <message>
        <source> fork() copies the parent&apos;s page tables while holding its memory map lock, and the workers that share those pages wait for it.</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation>fork() はメモリマップのロックを保持したまま親のページテーブルをコピーし、そのページを共有するワーカーはこれを待ちます。</translation>
    </message>
    <message>
        <source>Create the DataLoader with persistent_workers=True so workers are not re-forked every epoch</source>
        <translation>エポックごとにワーカーが fork し直されないよう、persistent_workers=True を指定して DataLoader を作成してください</translation>
    </message>
    <message>
        <source>Use multiprocessing_context=&apos;forkserver&apos; (or &apos;spawn&apos;) for DataLoader workers</source>
        <translation>DataLoader のワーカーには multiprocessing_context=&apos;forkserver&apos; (または &apos;spawn&apos;) を使用してください</translation>
    </message>
    <message>
        <source>Reduce host memory pressure before forking: fewer workers, smaller prefetch_factor, free large host tensors</source>
        <translation>fork の前にホストメモリの圧迫を減らしてください: ワーカー数を減らす、prefetch_factor を小さくする、大きなホストテンソルを解放する</translation>
    </message>
    <message>
        <source>%1 was switched out %2 times for %3; %4 times a worker took its place</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %3 a duration like 3.2 s</extracomment>
        <translation>%1 が %2 回 (計 %3) 切り替えられ、うち %4 回はワーカーが代わりに実行</translation>
    </message>
    <message>
        <source>%1 of %2 spent %3 (%4 of the range) off-CPU, and in %5 of %6 switches the thread that took its core was one of the job&apos;s own %7 DataLoader workers (off-CPU: %8). The training loop waits for input it produces itself: the workers and the main process compete for the same cores.</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 a process like &quot;python3 (pid 4242)&quot;, %3 a duration, %4 a percentage, %8 a list of workers with their off-CPU share like &quot;data_worker 4243 12 %, ...&quot;</extracomment>
        <translation>%2 の %1 は %3 (範囲の %4) オフ CPU になっており、%6 回の切り替えのうち %5 回は、そのコアを奪ったスレッドがジョブ自身の %7 個の DataLoader ワーカーのいずれかでした (オフ CPU: %8)。学習ループは自ら生成する入力を待っています: ワーカーとメインプロセスが同じコアを奪い合っています。</translation>
    </message>
    <message>
        <source>Lower DataLoader num_workers to leave a core for the training process</source>
        <translation>学習プロセス用にコアを 1 つ残せるよう、DataLoader の num_workers を減らしてください</translation>
    </message>
    <message>
        <source>Pin the training process and the workers to separate cores (taskset, or os.sched_setaffinity in worker_init_fn)</source>
        <translation>学習プロセスとワーカーを別々のコアに固定してください (taskset、または worker_init_fn 内での os.sched_setaffinity)</translation>
    </message>
    <message>
        <source>Use persistent_workers=True so workers are not re-created every epoch</source>
        <translation>エポックごとにワーカーが再作成されないよう、persistent_workers=True を使用してください</translation>
    </message>
    <message>
        <source>cannot read events: %1</source>
        <translation>イベントを読み取れません: %1</translation>
    </message>
    <message>
        <source>segments given back to the driver every step</source>
        <translation>毎ステップ、セグメントをドライバに返却</translation>
    </message>
    <message>
        <source>Allocation churn in %1: cudaMalloc and cudaFree in %2 of %3 steps, %4 (%5) — %6</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %2 and %3 numbers of steps, %4 a duration, %5 a percentage, %6 the causes joined with &quot; + &quot;</extracomment>
        <translation>%1 で割り当てと解放が頻発: %3 ステップ中 %2 ステップで cudaMalloc と cudaFree、%4 (%5) — %6</translation>
    </message>
    <message>
        <source> cudaFree took %1 more (%2): it waits for the GPU to finish with the memory before it returns it.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a duration, %2 a percentage</extracomment>
        <translation>cudaFree にはさらに %1 (%2) かかりました。cudaFree はメモリを返却する前に、GPU がそのメモリの処理を終えるのを待つためです。</translation>
    </message>
    <message>
        <source> torch.cuda.empty_cache() is called at %1:%2.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1:%2 is a Python file and line</extracomment>
        <translation>torch.cuda.empty_cache() は %1:%2 で呼び出されています。</translation>
    </message>
    <message>
        <source>tid %1 (not traced)</source>
        <extracomment>A thread the capture knows only by its id (not traced); %1 is the id</extracomment>
        <translation>TID %1 (トレース対象外)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A process that took the CPU and for how long: &quot;stress-ng (pid 4242) 1.2 s&quot;</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Other processes take the CPU from %1: %2 (%3) — %4</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 a duration, %3 a percentage, %4 a list of processes</extracomment>
        <translation>他のプロセスが %1 の CPU を奪取: %2 (%3) — %4</translation>
    </message>
    <message>
        <source>other processes on the node run on the cores the training thread needs</source>
        <translation>ノード上の他のプロセスが、学習スレッドが必要とするコアで実行されている</translation>
    </message>
    <message>
        <source>%1 came back to a core another process had held %2 times, after %3 off-CPU in all</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 a number of times, %3 a duration like 1.2 s</extracomment>
        <translation>%1 が他のプロセスに占有されていたコアへ %2 回戻った (オフ CPU は合計 %3)</translation>
    </message>
    <message>
        <source>%1 ran while the thread waited: %2</source>
        <extracomment>%1 is a process like &quot;stress-ng (pid 4242)&quot;, %2 a duration</extracomment>
        <translation>スレッドの待機中に %1 が実行: %2</translation>
    </message>
    <message>
        <source>%1, which issues the GPU work of %2, was off-CPU for %3 (%4 of its steps) coming back to a core another process had held, in %5 of its %6 switches: %7. While it waits for a core, the GPU gets no new work.</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 a process, %3 a duration, %4 a percentage, %5 and %6 counts of switches, %7 a list of processes with the time each ran</extracomment>
        <translation>%2 の GPU の処理を発行する %1 は、%6 回の切り替えのうち %5 回で他のプロセスに占有されていたコアに復帰し、%3 (ステップの %4) オフ CPU になっていました: %7。コアを待つ間、GPU には新しい処理が届きません。</translation>
    </message>
    <message>
        <source>Move the other processes off the GPU node&apos;s cores, or run them at nice 19 (logrotate, cron, backups, other jobs)</source>
        <translation>他のプロセスを GPU ノードのコアから移すか、nice 19 で実行してください (logrotate、cron、バックアップ、他のジョブ)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A process and what it held: &quot;python3 (pid 4242): 60.0 GiB&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>CUDA out of memory at %1: %2 asked, %3 held — %4</source>
        <extracomment>%1 is where: a Python file and line like train.py:18 (or the CUDA call when no line is known), %2 and %3 sizes like 23.6 GiB, %4 the kind: fragmentation, exhaustion, memory held elsewhere, or exhaustion or fragmentation (cannot tell)</extracomment>
        <translation>%1 で CUDA のメモリ不足: 要求 %2、保持 %3 — %4</translation>
    </message>
    <message>
        <source>fragmentation: the memory held is split among segments that each keep a live tensor, and the request needs one piece</source>
        <translation>断片化: 保持しているメモリが、それぞれ生存中のテンソルを含むセグメントに分かれており、要求には連続した 1 つの領域が必要</translation>
    </message>
    <message>
        <source>exhaustion: the memory in use and the request together exceed the GPU</source>
        <translation>メモリ枯渇: 使用中のメモリと要求の合計が GPU の容量を超えている</translation>
    </message>
    <message>
        <source>memory held elsewhere: another process or a library outside the traced calls</source>
        <translation>別の場所に保持されたメモリ: 他のプロセス、またはトレース対象の呼び出しの外にあるライブラリ</translation>
    </message>
    <message>
        <source>%1(%2) failed: out of memory (error %3)</source>
        <extracomment>%1 is a CUDA call like cudaMalloc, %2 a size, %3 the error code</extracomment>
        <translation>%1(%2) が失敗: メモリ不足 (エラー %3)</translation>
    </message>
    <message>
        <source>the process held %1 in %2 segments through traced allocations: %3 of 2 MiB or less, %4 of up to 20 MiB (for requests of 1-10 MiB), %5 larger</source>
        <extracomment>%1 is a size, %2 a number of segments; the second sentence says how they split by size</extracomment>
        <translation>プロセスはトレース対象の割り当てを通じて %2 個のセグメントに %1 を保持: 2 MiB 以下が %3 個、20 MiB までが %4 個 (1-10 MiB の要求用)、それより大きいものが %5 個</translation>
    </message>
    <message>
        <source>the allocator gave back %1 unused segments (%2) and asked again</source>
        <extracomment>%1 a number of segments, %2 a size</extracomment>
        <translation>アロケータが未使用のセグメント %1 個 (%2) を返却し、再度要求</translation>
    </message>
    <message>
        <source>the allocator had no segment without a live tensor to give back, and asked again</source>
        <translation>アロケータには返却できる (生存中のテンソルを含まない) セグメントがなく、そのまま再度要求</translation>
    </message>
    <message>
        <source>%1 failed again</source>
        <extracomment>%1 is a CUDA call like cudaMalloc</extracomment>
        <translation>%1 が再び失敗</translation>
    </message>
    <message>
        <source>the GPU has %1</source>
        <extracomment>%1 is a size like 80.0 GiB</extracomment>
        <translation>GPU の容量は %1</translation>
    </message>
    <message>
        <source>%1 asked %2 for %4 at %3 and got out of memory, while it held %5 in %6 segments.</source>
        <extracomment>%1 is a process, %2 a CUDA call, %3 where (file:line), %4 a size asked, %5 a size held, %6 a number of segments</extracomment>
        <translation>%1 は %3 で %2 に %4 を要求してメモリ不足になりました。このとき %6 個のセグメントに %5 を保持していました。</translation>
    </message>
    <message>
        <source> The GPU has %1.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 is a size</extracomment>
        <translation>GPU の容量は %1 です。</translation>
    </message>
    <message>
        <source> The process held %1 times what it asked for, and PyTorch&apos;s retry found no segment it could give back whole: every segment keeps at least one live tensor, so free space, however much, is split among them while the request needs one piece. Segments that can grow and shrink (expandable_segments) let freed space be mapped into one range.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 is a ratio like 2.7</extracomment>
        <translation>プロセスは要求量の %1 倍を保持しており、PyTorch の再試行では丸ごと返却できるセグメントが見つかりませんでした。どのセグメントにも生存中のテンソルが少なくとも 1 つあるため、空き領域はどれだけあってもセグメント間に分散しており、一方で要求には連続した 1 つの領域が必要です。拡張・縮小できるセグメント (expandable_segments) を使えば、解放された領域を 1 つの連続した範囲にマップできます。</translation>
    </message>
    <message>
        <source> Most of it (%1 in %2 segments) is in the 20 MiB segments the allocator makes for tensors of 1-10 MiB: tensors of varying size scattered through them leave gaps no large request can use.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size, %2 a number of segments</extracomment>
        <translation>その大半 (%2 個のセグメントで %1) は、アロケータが 1-10 MiB のテンソル用に作る 20 MiB のセグメントにあります。サイズの異なるテンソルがその中に散らばり、大きな要求には使えない隙間が残ります。</translation>
    </message>
    <message>
        <source>Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True so freed space can be reused by a large request</source>
        <translation>解放された領域を大きな要求で再利用できるよう、PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True を設定してください</translation>
    </message>
    <message>
        <source>Allocate the large buffer first and reuse it, or pad variable-length batches to a few fixed sizes</source>
        <translation>大きなバッファを最初に割り当てて再利用するか、可変長のバッチをいくつかの固定サイズにパディングしてください</translation>
    </message>
    <message>
        <source> PyTorch gave back %1 of cached segments and asked again, and it still did not fit: the memory is in use.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size</extracomment>
        <translation>PyTorch はキャッシュ済みセグメント %1 を返却して再度要求しましたが、それでも収まりませんでした。メモリは使用中です。</translation>
    </message>
    <message>
        <source> What the process holds and what it asked for together exceed what the GPU has.</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation>プロセスが保持しているメモリと要求したメモリの合計が、GPU の容量を超えています。</translation>
    </message>
    <message>
        <source>Reduce the batch size or sequence length, or trade compute for memory (activation checkpointing, bf16)</source>
        <translation>バッチサイズやシーケンス長を減らすか、計算量と引き換えにメモリを節約してください (アクティベーションチェックポイント、bf16)</translation>
    </message>
    <message>
        <source>Drop references to tensors you no longer need before the large allocation</source>
        <translation>大きな割り当ての前に、不要になったテンソルへの参照を手放してください</translation>
    </message>
    <message>
        <source> Other processes held %1 at that moment: %2.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size, %2 a list of processes with what each held</extracomment>
        <translation>その時点で他のプロセスが %1 を保持していました: %2。</translation>
    </message>
    <message>
        <source> What this process holds and asked for (%1) fits in the GPU (%2): the rest is held elsewhere, by another process or outside the traced calls (NCCL, cuBLAS workspaces, another library).</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 and %2 sizes</extracomment>
        <translation>このプロセスが保持しているメモリと要求したメモリ (%1) は GPU (%2) に収まります。残りは別の場所、つまり他のプロセスか、トレース対象の呼び出しの外 (NCCL、cuBLAS のワークスペース、他のライブラリ) で保持されています。</translation>
    </message>
    <message>
        <source> What this process holds and asked for (%1) is less than any data-centre GPU has: the rest is likely held elsewhere, by another process or outside the traced calls (NCCL, cuBLAS workspaces, another library).</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size</extracomment>
        <translation>このプロセスが保持しているメモリと要求したメモリ (%1) は、どのデータセンター向け GPU の容量よりも少なくなっています。残りはおそらく別の場所、つまり他のプロセスか、トレース対象の呼び出しの外 (NCCL、cuBLAS のワークスペース、他のライブラリ) で保持されています。</translation>
    </message>
    <message>
        <source>Find the other process on the GPU (nvidia-smi) and give each job its own GPU (CUDA_VISIBLE_DEVICES)</source>
        <translation>GPU 上の他のプロセスを特定し (nvidia-smi)、ジョブごとに専用の GPU を割り当ててください (CUDA_VISIBLE_DEVICES)</translation>
    </message>
    <message>
        <source>The host waits for the GPU %1 times per step at %2: the GPU idles %3 of each %4 step after it (%5)</source>
        <extracomment>%1 a number per step like 3.0, %2 a Python file and line, %3 and %4 durations, %5 a percentage</extracomment>
        <translation>ホストが %2 で 1 ステップあたり %1 回 GPU を待機: その後、GPU は %4 の各ステップのうち %3 アイドル状態 (%5)</translation>
    </message>
    <message>
        <source>a host synchronisation every step (.item(), .cpu(), printing a tensor, synchronize())</source>
        <translation>毎ステップのホスト同期 (.item()、.cpu()、テンソルの表示、synchronize())</translation>
    </message>
    <message>
        <source>%1 synchronising calls in %2 steps from %3, %4 waiting in them</source>
        <extracomment>%1 a number of calls, %2 a number of steps, %3 a Python file and line, %4 a duration</extracomment>
        <translation>%3 からの同期呼び出し %1 回 (%2 ステップ)、その中での待機 %4</translation>
    </message>
    <message>
        <source>%1 device-to-host copies from the same line</source>
        <extracomment>%1 a number of copies</extracomment>
        <translation>同じ行からのデバイスからホストへのコピー %1 回</translation>
    </message>
    <message>
        <source>the GPU had nothing queued for %1 after them (%2 of the steps)</source>
        <extracomment>%1 a duration, %2 a percentage</extracomment>
        <translation>その後 %1 の間、GPU のキューは空 (ステップの %2)</translation>
    </message>
    <message>
        <source>In %4 steps of %1, %2 made the host wait for the GPU %3 times per step. Each wait returns with the GPU&apos;s queue empty, and the GPU then idles until the host issues the next work: %5 in all, %6 per step (%7 of the steps). The host cannot run ahead of the GPU, so the step is serialised.</source>
        <extracomment>%1 a process, %2 a Python file and line, %3 a count per step, %4 a number of steps, %5 and %6 durations, %7 a percentage</extracomment>
        <translation>%1 の %4 ステップで、%2 がホストに 1 ステップあたり %3 回 GPU を待たせました。待機が終わるたびに GPU のキューは空になっており、ホストが次の処理を発行するまで GPU はアイドル状態になります: 合計 %5、1 ステップあたり %6 (ステップの %7)。ホストが GPU より先行できないため、ステップが直列化されています。</translation>
    </message>
    <message>
        <source> The line: %1</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 is a line of Python</extracomment>
        <translation>該当行: %1</translation>
    </message>
    <message>
        <source>Keep the values on the GPU and read them every N steps (accumulate with torch.stack, then one .tolist() or .cpu())</source>
        <translation>値は GPU 上に保持し、N ステップごとに読み取ってください (torch.stack で蓄積し、.tolist() または .cpu() を 1 回だけ呼ぶ)</translation>
    </message>
    <message>
        <source>Copy to pinned memory with non_blocking=True and wait on a CUDA event only when the value is needed</source>
        <translation>non_blocking=True でピン留めメモリにコピーし、値が必要になったときにだけ CUDA イベントを待ってください</translation>
    </message>
    <message>
        <source>Input starvation: %1 makes each batch itself, on the CPU, while the GPU waits %2 per step (%3)</source>
        <extracomment>%1 a thread, %2 a duration per step, %3 a percentage</extracomment>
        <translation>入力の供給不足: %1 が各バッチを CPU 上で自ら作成し、その間 GPU は 1 ステップあたり %2 待機 (%3)</translation>
    </message>
    <message>
        <source>the training thread prepares its input itself: no DataLoader workers</source>
        <translation>学習スレッドが入力を自ら準備している: DataLoader のワーカーなし</translation>
    </message>
    <message>
        <source>Input starvation: %1 waits for its %2 DataLoader workers %3 per step (%4)</source>
        <extracomment>%1 a thread, %2 a number of workers, %3 a duration per step, %4 a percentage</extracomment>
        <translation>入力の供給不足: %1 が %2 個の DataLoader ワーカーを 1 ステップあたり %3 待機 (%4)</translation>
    </message>
    <message>
        <source>the DataLoader workers, busy on the CPU, cannot keep up</source>
        <translation>DataLoader のワーカーが CPU 上でビジー状態になり、追いつけない</translation>
    </message>
    <message>
        <source>the DataLoader workers are waiting themselves (I/O, a lock)</source>
        <translation>DataLoader のワーカー自身が待機している (I/O、ロック)</translation>
    </message>
    <message>
        <source>Input starvation: %1 is blocked between steps %2 per step (%3), the GPU idle</source>
        <extracomment>%1 a thread, %2 a duration per step, %3 a percentage</extracomment>
        <translation>入力の供給不足: %1 がステップ間で 1 ステップあたり %2 ブロック (%3)、GPU はアイドル</translation>
    </message>
    <message>
        <source>the step loop waits off the CPU for its next batch (a read, a queue, a lock)</source>
        <translation>ステップループがオフ CPU で次のバッチを待っている (読み取り、キュー、ロック)</translation>
    </message>
    <message>
        <source>Input starvation: %1 works on the CPU between steps %2 per step (%3), the GPU idle</source>
        <extracomment>%1 a thread, %2 a duration per step, %3 a percentage</extracomment>
        <translation>入力の供給不足: %1 がステップ間で 1 ステップあたり %2 CPU 上で処理 (%3)、GPU はアイドル</translation>
    </message>
    <message>
        <source>host work between steps on the training thread, with no GPU work queued</source>
        <translation>ステップ間に学習スレッド上でホスト処理が行われ、GPU の処理がキューにない</translation>
    </message>
    <message>
        <source>%1 gaps with no CUDA call before a step, median %2, %3 in all, each ending at %4</source>
        <extracomment>%1 a number of gaps, %2 and %3 durations (median and total), %4 a Python file and line</extracomment>
        <translation>ステップ前の CUDA 呼び出しのない間隔 %1 個、中央値 %2、合計 %3、いずれも %4 で終了</translation>
    </message>
    <message>
        <source>%1 was off the CPU for %2 of those gaps</source>
        <extracomment>%1 a thread, %2 a percentage</extracomment>
        <translation>%1 はこれらの間隔の %2 でオフ CPU</translation>
    </message>
    <message>
        <source>%1 DataLoader workers, on the CPU %2 of the gaps</source>
        <extracomment>%1 a number of workers, %2 a percentage</extracomment>
        <translation>DataLoader ワーカー %1 個、間隔の %2 で CPU 上</translation>
    </message>
    <message>
        <source>the DataLoader at %1 has num_workers=%2</source>
        <extracomment>%1 a Python file and line, %2 the num_workers value as written</extracomment>
        <translation>%1 の DataLoader は num_workers=%2</translation>
    </message>
    <message>
        <source>Before each of %2 steps of %1, the process issued no GPU work for %3 (median; the steps take %4), %5 of the steps, until %6 started the next step. The GPU has nothing to do while the next batch is made.</source>
        <extracomment>%1 a process, %2 a number of steps, %3 a duration per step, %4 a duration per step, %5 a percentage, %6 a Python file and line</extracomment>
        <translation>%1 の %2 ステップのそれぞれの前に、プロセスは %6 が次のステップを開始するまで %3 (中央値。ステップの所要時間は %4)、つまりステップの %5 の間、GPU の処理を発行しませんでした。次のバッチが作られている間、GPU にはすることがありません。</translation>
    </message>
    <message>
        <source> The training thread stayed on the CPU for %1 of that time, and no DataLoader worker exists: it loads and collates the batches itself.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a percentage</extracomment>
        <translation>その時間の %1 の間、学習スレッドは CPU 上にとどまっており、DataLoader のワーカーは存在しません。学習スレッドがバッチの読み込みと結合を自ら行っています。</translation>
    </message>
    <message>
        <source>Give the DataLoader workers (num_workers=4 or more, persistent_workers=True) so batches are made in parallel with the step</source>
        <translation>DataLoader にワーカーを設定し (num_workers=4 以上、persistent_workers=True)、バッチがステップと並行して作られるようにしてください</translation>
    </message>
    <message>
        <source>Move costly augmentation out of collate_fn, or onto the GPU</source>
        <translation>コストの高いデータ拡張を collate_fn から外すか、GPU 上で行ってください</translation>
    </message>
    <message>
        <source> The training thread was off the CPU for %1 of it, waiting for its %2 workers, which were on the CPU %3 of that time.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 and %3 percentages, %2 a number</extracomment>
        <translation>その間の %1 で学習スレッドはオフ CPU になり、%2 個のワーカーを待っていました。ワーカーはその時間の %3 で CPU 上にありました。</translation>
    </message>
    <message>
        <source>Add DataLoader workers (as many as free cores allow) or make each sample cheaper</source>
        <translation>DataLoader のワーカーを増やす (空きコアが許す限り) か、各サンプルの処理コストを下げてください</translation>
    </message>
    <message>
        <source>Find what the workers wait on (storage, network); cache or prefetch the data, raise prefetch_factor</source>
        <translation>ワーカーが何を待っているか (ストレージ、ネットワーク) を特定し、データをキャッシュまたはプリフェッチするか、prefetch_factor を上げてください</translation>
    </message>
    <message>
        <source>Find what the loop waits on between steps (reading data, a queue); load it in DataLoader workers with prefetching</source>
        <translation>ループがステップ間で何を待っているか (データの読み取り、キュー) を特定し、プリフェッチ付きの DataLoader ワーカーで読み込んでください</translation>
    </message>
    <message>
        <source>Move the work between steps off the training thread (into the DataLoader&apos;s workers) or do it every N steps</source>
        <translation>ステップ間の処理を学習スレッドから (DataLoader のワーカーへ) 移すか、N ステップごとに行ってください</translation>
    </message>
    <message>
        <source> The loop reads the DataLoader made at %1 with num_workers=%2.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a file and line, %2 the value as written</extracomment>
        <translation>ループは %1 で num_workers=%2 として作成された DataLoader から読み込んでいます。</translation>
    </message>
    <message>
        <source> Its collate_fn is %1 (%2).</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a function, %2 a file and line</extracomment>
        <translation>その collate_fn は %1 (%2) です。</translation>
    </message>
    <message>
        <source>killed by %1</source>
        <extracomment>How a process ended: &quot;killed by SIGSEGV&quot;</extracomment>
        <translation>%1 により強制終了</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>終了ステータス %1</translation>
    </message>
    <message>
        <source>%1 died at %2: %3</source>
        <extracomment>%1 is a process like &quot;python3 (pid 4242)&quot;, %2 a time since the capture began, %3 how it ended</extracomment>
        <translation>%1 が %2 時点で終了: %3</translation>
    </message>
    <message>
        <source>%1 ended with %2 at %3, while it was doing GPU work; the work since its last checkpoint is lost.</source>
        <extracomment>%1 is a process, %2 how it ended, %3 a time since the capture began</extracomment>
        <translation>%1 は GPU の処理中に %3 時点で終了しました (%2)。最後のチェックポイント以降の処理は失われています。</translation>
    </message>
    <message>
        <source>Read the process&apos;s own error output (the traceback) for the exception that ended it</source>
        <translation>プロセス自身のエラー出力 (トレースバック) で、終了の原因となった例外を確認してください</translation>
    </message>
    <message>
        <source>an allocation failed with out of memory at %1</source>
        <extracomment>How a leak ended; %1 is a time since the capture began like 42.1 s</extracomment>
        <translation>%1 時点で割り当てがメモリ不足により失敗</translation>
    </message>
    <message>
        <source>the allocator released its cached memory at %1, as PyTorch does before it raises OutOfMemoryError, and the process&apos;s GPU work stopped %2 later</source>
        <extracomment>How a leak ended; %1 is a time since the capture began, %2 a duration</extracomment>
        <translation>%1 時点でアロケータがキャッシュ済みメモリを解放し (PyTorch が OutOfMemoryError を送出する前に行う処理)、%2 後にプロセスの GPU の処理が停止</translation>
    </message>
    <message>
        <source>the process exited at %1 with status %2</source>
        <translation>%1 時点でプロセスがステータス %2 で終了</translation>
    </message>
    <message>
        <source>GPU memory grows by %1 every step in %2: %3 → %4 over %5 steps, never given back</source>
        <extracomment>%1 is a size like 32.0 MiB, %2 a process, %3 and %4 sizes, %5 a number of steps</extracomment>
        <translation>%2 で GPU メモリが毎ステップ %1 ずつ増加: %5 ステップで %3 → %4、返却されない</translation>
    </message>
    <message>
        <source> — ends in an OOM</source>
        <extracomment>Appended to the title of a leak that ended in an out-of-memory error; mind the leading space</extracomment>
        <translation> — OOM で終了</translation>
    </message>
    <message>
        <source>each step keeps its tensors alive: %1:%2 %3</source>
        <extracomment>%1:%2 is a Python file and line, %3 the statement there</extracomment>
        <translation>各ステップがテンソルを生存させ続けている: %1:%2 %3</translation>
    </message>
    <message>
        <source>something keeps a reference to each step&apos;s tensors</source>
        <translation>何かが各ステップのテンソルへの参照を保持している</translation>
    </message>
    <message>
        <source>%1 held after step %2</source>
        <extracomment>%1 is a size like 1.5 GiB, %2 a number of steps</extracomment>
        <translation>ステップ %2 後の保持量 %1</translation>
    </message>
    <message>
        <source>What %1 holds through cudaMalloc went from %2 to %3 over %4 steps (%5), rising in every part of the run and never given back: %6 per step, %7 per second. The caching allocator keeps segments, but it stops asking for more once the steps&apos; sizes are known; this keeps asking.</source>
        <extracomment>%1 is a process, %2 and %3 sizes, %4 a number of steps, %5 a duration, %6 a size per step, %7 a size per second</extracomment>
        <translation>%1 が cudaMalloc を通じて保持するメモリは %4 ステップ (%5) で %2 から %3 に増え、実行のどの区間でも増加し続けて一度も返却されませんでした: 1 ステップあたり %6、毎秒 %7。キャッシングアロケータはセグメントを保持しますが、ステップのサイズが分かればそれ以上は要求しなくなります。ここでは要求が続いています。</translation>
    </message>
    <message>
        <source> The step loop adds to a container made outside it at %1:%2 (%3), so every step&apos;s tensors stay alive.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1:%2 is a file and line, %3 its statement</extracomment>
        <translation>ステップループが、ループの外の %1:%2 で作られたコンテナに追加している (%3) ため、各ステップのテンソルが生存し続けます。</translation>
    </message>
    <message>
        <source> It ended when %1.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 says how it ended</extracomment>
        <translation>結末: %1。</translation>
    </message>
    <message>
        <source>At %1:%2, keep a detached CPU copy or a Python number (.item(), .detach().cpu()) instead of the GPU tensor, or drop the container</source>
        <extracomment>%1:%2 is a file and line</extracomment>
        <translation>%1:%2 では、GPU テンソルの代わりに切り離した CPU コピーまたは Python の数値 (.item()、.detach().cpu()) を保持するか、コンテナをなくしてください</translation>
    </message>
    <message>
        <source>Copies from pageable memory at %1: %2 in %3 host-to-device copies at %4 blocked the host %5 (%6)</source>
        <extracomment>%1 a Python file and line, %2 a size, %3 a number of copies, %4 a speed like 8.8 GB/s, %5 a duration, %6 a percentage</extracomment>
        <translation>%1 でページング可能メモリからのコピー: ホストからデバイスへの %3 回のコピーで %2 を %4 で転送し、ホストを %5 ブロック (%6)</translation>
    </message>
    <message>
        <source>host-to-device copies from memory that is not pinned are staged and block the host</source>
        <translation>ピン留めされていないメモリからのホストからデバイスへのコピーは、ステージングを経るためホストをブロックする</translation>
    </message>
    <message>
        <source>%1 host-to-device copies of %2 each on average, blocking %3 each at %4</source>
        <extracomment>%1 a number of copies, %2 a size, %3 a duration, %4 a speed like 8.8 GB/s</extracomment>
        <translation>平均 %2 のホストからデバイスへのコピー %1 回、1 回あたり %3 ブロック、%4</translation>
    </message>
    <message>
        <source>the thread that issues the GPU work was blocked %1 (%2 of the range)</source>
        <extracomment>%1 a duration, %2 a percentage</extracomment>
        <translation>GPU の処理を発行するスレッドが %1 ブロック (範囲の %2)</translation>
    </message>
    <message>
        <source>%1 copied %3 to the GPU in %2 copies from %4 at %5, and each call blocked the host until its data was staged: %6 in all, %7 of the range. An asynchronous copy from pinned memory returns at once and runs at the link&apos;s full speed while the host goes on; from pageable memory the driver copies it through a bounce buffer first, and non_blocking=True has no effect.</source>
        <extracomment>%1 a process, %2 a number of copies, %3 a size, %4 a Python file and line, %5 a speed, %6 a duration, %7 a percentage</extracomment>
        <translation>%1 は %4 から %2 回のコピーで %3 を %5 で GPU に転送し、各呼び出しはデータのステージングが終わるまでホストをブロックしました: 合計 %6、範囲の %7。ピン留めメモリからの非同期コピーはすぐに戻り、ホストが処理を続ける間にリンクの最大速度で実行されます。ページング可能メモリからの場合、ドライバはまずバウンスバッファを経由してコピーするため、non_blocking=True は効果がありません。</translation>
    </message>
    <message>
        <source>Pin the host tensor once (tensor.pin_memory()) or use DataLoader(pin_memory=True), then copy with non_blocking=True</source>
        <translation>ホストテンソルを一度ピン留めする (tensor.pin_memory()) か DataLoader(pin_memory=True) を使い、non_blocking=True でコピーしてください</translation>
    </message>
    <message>
        <source>Keep data that fits on the GPU there instead of copying it every step</source>
        <translation>GPU に収まるデータは、毎ステップコピーせずに GPU 上に置いたままにしてください</translation>
    </message>
    <message>
        <source> and %1 more</source>
        <extracomment>After a list of processes or threads that was cut short: &quot;a, b, c and 4 more&quot;</extracomment>
        <translation> ほか %1 件</translation>
    </message>
    <message>
        <source>; preempted %1 times while it could run, waiting %2 for a core in all (run-queue delay, median %3)</source>
        <extracomment>Appended to a step; mind the leading semicolon. %1 a count, %2 and %3 durations</extracomment>
        <translation>。実行可能なまま %1 回プリエンプトされ、コアを待った時間は合計 %2（ランキュー遅延、中央値 %3）</translation>
    </message>
    <message>
        <source>it blocked at %1 for %2 of them (%3 of its off-CPU time in the gaps)</source>
        <extracomment>%1 a Python file and line, %2 a duration, %3 a percentage</extracomment>
        <translation>そのうち %2 は %1 でブロックしていた（間隙でのオフ CPU 時間の %3）</translation>
    </message>
    <message>
        <source> It waits at %1 (in %2): its stack when it blocked.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a file and line, %2 a function</extracomment>
        <translation> 待っている場所は %1（%2 内）です：ブロックした時点のスタックによる。</translation>
    </message>
    <message>
        <source>live tensors took %1 in %2 blocks; %3 lay free in its segments, the largest free piece %4</source>
        <extracomment>%1 and %3 sizes, %2 a number of tensors, %4 a size: the largest free piece</extracomment>
        <translation>生存中のテンソルが %2 ブロックで %1 を占め、セグメント内の空きは %3、最大の空き領域は %4</translation>
    </message>
    <message>
        <source> Its live tensors took %1 (%2 blocks); %3 of its segments lay free, in pieces of at most %4.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size, %2 a number, %3 and %4 sizes</extracomment>
        <translation> 生存中のテンソルは %1（%2 ブロック）を占め、セグメントのうち %3 が空いていたが、どの空き領域も %4 以下だった。</translation>
    </message>
    <message>
        <source>the process was killed at %1 by signal %2</source>
        <extracomment>How a leak ended; %1 is a time since the capture began, %2 a signal number</extracomment>
        <translation>プロセスは %1 にシグナル %2 で強制終了された</translation>
    </message>
    <message>
        <source>%1 in %2 tensors allocated at %3 since then are still alive</source>
        <extracomment>%1 a size, %2 a number of tensors, %3 a Python file and line</extracomment>
        <translation>それ以降 %3 で確保された %2 個のテンソル（%1）がまだ生存している</translation>
    </message>
    <message>
        <source>the trace does not record when threads left the CPU: what the thread did in the gaps is read from the script</source>
        <translation>このトレースにはスレッドが CPU を離れた時刻の記録がない：ギャップ中のスレッドの動作はスクリプトから読み取る</translation>
    </message>
    <message>
        <source>the GPU ran nothing for %1 of those gaps (%2)</source>
        <extracomment>%1 a percentage, %2 a duration</extracomment>
        <translation>それらのギャップの %1 の間、GPU は何も実行していなかった（%2）</translation>
    </message>
    <message>
        <source> The DataLoader has no workers, so the training thread loads and collates the batches itself.</source>
        <extracomment>Appended to the explanation; mind the leading space.</extracomment>
        <translation> DataLoader にワーカーがないため、学習スレッドが自分でバッチを読み込み、まとめている。</translation>
    </message>
    <message>
        <source>The GPU idles %1 of %2 steps: %3 after host syncs, %4 while the host was in CUDA calls, %5 with nothing queued</source>
        <extracomment>%1 a percentage, %2 a number of steps, %3 %4 %5 durations</extracomment>
        <translation>%2 ステップで GPU は %1 アイドル：ホスト同期の後 %3、ホストが CUDA 呼び出し中 %4、何もキューにない状態 %5</translation>
    </message>
    <message>
        <source>the host does not keep the GPU&apos;s queue filled between steps</source>
        <translation>ホストがステップ間で GPU のキューを満たし続けていない</translation>
    </message>
    <message>
        <source>The GPU is busy %1 of %2 steps; the most time: %3</source>
        <extracomment>%1 a percentage, %2 a number of steps, %3 the name of GPU work and its share</extracomment>
        <translation>%2 ステップで GPU は %1 稼働；最も時間を使ったもの：%3</translation>
    </message>
    <message>
        <source>the GPU&apos;s own work bounds the step</source>
        <translation>GPU 自身の処理がステップを律速している</translation>
    </message>
    <message>
        <source>some stream ran work for %1 of the steps (%2 of %3)</source>
        <extracomment>%1 a percentage, %2 and %3 durations</extracomment>
        <translation>ステップの %1 の間、いずれかのストリームが処理を実行（%3 中 %2）</translation>
    </message>
    <message>
        <source>%1 of %2 kernels ran for less time than the call that launched them</source>
        <extracomment>%1 and %2 numbers of kernels</extracomment>
        <translation>%2 個中 %1 個のカーネルが、それを起動した呼び出しより短く実行された</translation>
    </message>
    <message>
        <source>the most GPU time: %1</source>
        <extracomment>%1 a list of GPU work with the share of GPU time of each</extracomment>
        <translation>GPU 時間が最も多いもの：%1</translation>
    </message>
    <message>
        <source>Over %4 steps of %1 the GPU ran work %2 of the time (%3). Idle time that a line explains is the other chains&apos; own; what is left is the host&apos;s pace between launches.</source>
        <extracomment>%1 a process, %2 a percentage, %3 a duration, %4 a number of steps</extracomment>
        <translation>%1 の %4 ステップで、GPU は時間の %2 処理を実行した（%3）。ある行で説明できるアイドル時間は他のチェーンのもので、残りはローンチ間のホストのペースである。</translation>
    </message>
    <message>
        <source>Most kernels are shorter than their launch: capture the step in a CUDA graph (torch.compile(mode=&quot;reduce-overhead&quot;)) or fuse them</source>
        <translation>ほとんどのカーネルは起動より短い：ステップを CUDA グラフに取り込む（torch.compile(mode=&quot;reduce-overhead&quot;)）か、カーネルを融合する</translation>
    </message>
    <message>
        <source>Give the GPU more work per launch: larger batches, fewer synchronisations</source>
        <translation>1 回の起動あたりの GPU の処理を増やす：より大きなバッチ、同期を減らす</translation>
    </message>
    <message>
        <source>Make the work that takes the most GPU time cheaper (mixed precision, a fused kernel)</source>
        <translation>GPU 時間を最も使う処理を軽くする（混合精度、融合カーネル）</translation>
    </message>
    <message>
        <source>a kernel starts %1 after its launch (median); %2 started more than %3 after it, the latest %4</source>
        <extracomment>%1 a duration, %2 a number of kernels, %3 a duration, %4 a duration</extracomment>
        <translation>カーネルは起動から %1 後に開始する（中央値）；%2 個は %3 以上後に開始し、最も遅いものは %4 後</translation>
    </message>
    <message>
        <source>%4 DataLoader workers take the CPU from %1: off-CPU %2 of the time, %3 of it to its own workers</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 and %3 percentages like 35 %, %4 a number of processes</extracomment>
        <translation>%4 個の DataLoader ワーカーが %1 の CPU を奪取: 時間の %2 がオフ CPU、そのうち %3 は自身のワーカーによるもの</translation>
    </message>
    <message>
        <source>The job&apos;s own child processes take the CPU from %1: off-CPU %2 of the time, %3 of it to %4</source>
        <extracomment>%1 is a thread like &quot;python3 4242&quot;, %2 and %3 percentages, %4 a list of processes with their pids</extracomment>
        <translation>ジョブ自身の子プロセスが %1 の CPU を奪取: 時間の %2 がオフ CPU、そのうち %3 は %4 によるもの</translation>
    </message>
    <message>
        <source>more busy DataLoader workers than free cores</source>
        <translation>ビジーな DataLoader ワーカーが空きコアより多い</translation>
    </message>
    <message>
        <source>the job&apos;s child processes, busy on the CPU, share its cores</source>
        <translation>ジョブの子プロセスが CPU 上でビジー状態になり、ジョブのコアを共有している</translation>
    </message>
    <message>
        <source>%1 of %2 spent %3 (%4 of the range) off-CPU, and in %5 of %6 switches the thread that took its core belonged to a process the job forked: %7 (off-CPU: %8). They are not DataLoader workers; whatever they compute, they compete with the training thread for the same cores.</source>
        <extracomment>%1 a thread, %2 a process, %3 a duration, %4 a percentage, %5 and %6 counts of switches, %7 a list of processes, %8 their threads with their off-CPU share</extracomment>
        <translation>%2 の %1 は %3 (範囲の %4) オフ CPU になっており、%6 回の切り替えのうち %5 回は、そのコアを奪ったスレッドがジョブの fork したプロセスに属していました: %7 (オフ CPU: %8)。これらは DataLoader ワーカーではありません。何を計算しているにせよ、学習スレッドと同じコアを奪い合っています。</translation>
    </message>
    <message>
        <source>Give the child processes fewer cores than the node has (fewer processes, os.sched_setaffinity, taskset), or run them at a lower priority (os.nice)</source>
        <translation>子プロセスにはノードのコア数より少ないコアを割り当てるか (プロセス数を減らす、os.sched_setaffinity、taskset)、低い優先度で実行してください (os.nice)</translation>
    </message>
    <message>
        <source>Pin the training process to a core of its own</source>
        <translation>学習プロセスを専用のコアに固定してください</translation>
    </message>
    <message>
        <source>GPU idle %1 over %2 intervals (longest %3)</source>
        <extracomment>%1 a duration, %2 a number of idle intervals, %3 the longest of them</extracomment>
        <translation>GPU のアイドル %1、%2 区間 (最長 %3)</translation>
    </message>
    <message>
        <source>%1 of the steps</source>
        <extracomment>%1 a percentage</extracomment>
        <translation>ステップの %1</translation>
    </message>
    <message>
        <source>%1 of the run</source>
        <extracomment>%1 a percentage; the run is the GPU&apos;s span, from its first work to its last</extracomment>
        <translation>実行全体の %1</translation>
    </message>
    <message>
        <source>%1 per step over %2 steps</source>
        <extracomment>%1 a duration per step, %2 the number of steps</extracomment>
        <translation>%2 ステップで 1 ステップあたり %1</translation>
    </message>
    <message>
        <source>the thread&apos;s longest CPU work while the GPU idled: %1 in all</source>
        <extracomment>The range or op where the training thread worked longest is the step&apos;s op; %1 a duration</extracomment>
        <translation>GPU のアイドル中にスレッドが行った最長の CPU 処理: 合計 %1</translation>
    </message>
    <message>
        <source>Input starvation: %1 idle %2 (%3) waiting in %4</source>
        <extracomment>%1 a GPU like &quot;GPU 0&quot;, %2 a share like 24 %, %3 how much per step, %4 the DataLoader range</extracomment>
        <translation>入力の供給不足: %1 が %2 アイドル (%3)、%4 で待機</translation>
    </message>
    <message>
        <source>the training thread waits for its next batch while the GPU has nothing to run: the DataLoader cannot keep up</source>
        <translation>GPU に実行するものがない間、学習スレッドが次のバッチを待っている: DataLoader が追いつかない</translation>
    </message>
    <message>
        <source>The GPU ran nothing for %1 while the thread that issues its work was inside the DataLoader&apos;s __next__ (%2). The batches come slower than the GPU consumes them.</source>
        <translation>GPU の処理を発行するスレッドが DataLoader の __next__ 内にいる間、GPU は %1 の間何も実行しませんでした (%2)。バッチの供給が GPU の消費に追いついていません。</translation>
    </message>
    <message>
        <source>Load batches in worker processes: DataLoader(num_workers=N) with N &gt; 0, and persistent_workers=True</source>
        <translation>ワーカープロセスでバッチを読み込んでください: DataLoader(num_workers=N) (N &gt; 0) と persistent_workers=True</translation>
    </message>
    <message>
        <source>Make each batch cheaper: move decoding and augmentation off the training thread, a faster collate_fn, prefetch_factor</source>
        <translation>各バッチのコストを下げてください: デコードとデータ拡張を学習スレッドから外す、より高速な collate_fn、prefetch_factor</translation>
    </message>
    <message>
        <source>Use pin_memory=True and .to(device, non_blocking=True) so that copies overlap compute</source>
        <translation>コピーが計算と重なるよう、pin_memory=True と .to(device, non_blocking=True) を使用してください</translation>
    </message>
    <message>
        <source>Host sync: %1 idle %2 (%3) after %4</source>
        <extracomment>%1 a GPU, %2 a share, %3 per step, %4 the call and where it was made</extracomment>
        <translation>ホスト同期: %4 の後、%1 が %2 アイドル (%3)</translation>
    </message>
    <message>
        <source>the host waits for the GPU to finish (a synchronize, .item(), .cpu(), cudaFree) and the GPU&apos;s queue is empty when it returns</source>
        <translation>ホストが GPU の完了を待ち (synchronize、.item()、.cpu()、cudaFree)、戻ったときには GPU のキューが空になっている</translation>
    </message>
    <message>
        <source>A synchronising call drains the GPU&apos;s queue: until the host issues the next kernel the GPU idles. %1 of GPU time was lost so (%2).</source>
        <translation>同期呼び出しは GPU のキューを空にします: ホストが次のカーネルを発行するまで GPU はアイドル状態になります。これにより GPU 時間が %1 失われました (%2)。</translation>
    </message>
    <message>
        <source>Keep values on the GPU: log losses every N steps, avoid .item()/.cpu()/print(tensor) in the step</source>
        <translation>値は GPU 上に保持してください: 損失は N ステップごとに記録し、ステップ内での .item()/.cpu()/print(tensor) は避ける</translation>
    </message>
    <message>
        <source>Wait on a CUDA event for the one result needed instead of synchronising the device</source>
        <translation>デバイス全体を同期するのではなく、必要な 1 つの結果について CUDA イベントを待ってください</translation>
    </message>
    <message>
        <source>Blocking copies: %1 idle %2 (%3) in %4</source>
        <extracomment>%1 a GPU, %2 a share, %3 per step, %4 the copy call and where</extracomment>
        <translation>ブロッキングコピー: %4 で %1 が %2 アイドル (%3)</translation>
    </message>
    <message>
        <source>a copy from or to pageable host memory, or to the host, that the thread must wait for</source>
        <translation>ページング可能なホストメモリとの間のコピー、またはホストへのコピーで、スレッドがその完了を待たなければならない</translation>
    </message>
    <message>
        <source>A copy from pageable memory or to the host blocks the issuing thread until the GPU has done the work queued before it; then the GPU&apos;s queue is empty. %1 of GPU time was lost so (%2).</source>
        <translation>ページング可能メモリからのコピーやホストへのコピーは、それより前にキューに入った処理を GPU が終えるまで発行元のスレッドをブロックし、その後 GPU のキューは空になります。これにより GPU 時間が %1 失われました (%2)。</translation>
    </message>
    <message>
        <source>Copy from pinned memory: DataLoader(pin_memory=True), tensor.pin_memory(), then .to(device, non_blocking=True)</source>
        <translation>ピン留めメモリからコピーしてください: DataLoader(pin_memory=True)、tensor.pin_memory()、その後 .to(device, non_blocking=True)</translation>
    </message>
    <message>
        <source>Bring results to the host less often, or into a pinned buffer with non_blocking=True and an event</source>
        <translation>結果をホストに転送する頻度を減らすか、non_blocking=True とイベントを使ってピン留めバッファに転送してください</translation>
    </message>
    <message>
        <source>code outside any recorded op</source>
        <extracomment>Where a host-bound chain&apos;s idle time was spent when no range of the trace says</extracomment>
        <translation>記録されたどの演算にも属さないコード</translation>
    </message>
    <message>
        <source>Launch-bound: %1 idle %2 (%3) between kernels, in %4</source>
        <extracomment>%1 a GPU, %2 a share, %3 per step, %4 the op or line launching</extracomment>
        <translation>起動律速: %4 で、%1 がカーネル間で %2 アイドル (%3)</translation>
    </message>
    <message>
        <source>kernels run shorter than the host takes to launch the next one: per-op overhead of the framework and Python</source>
        <translation>カーネルの実行時間が、ホストが次のカーネルを起動するのにかかる時間より短い: フレームワークと Python の演算ごとのオーバーヘッド</translation>
    </message>
    <message>
        <source>CPU-bound: %1 idle %2 (%3) while the issuing thread runs %4</source>
        <extracomment>%1 a GPU, %2 a share, %3 per step, %4 the op or line</extracomment>
        <translation>CPU 律速: 発行元のスレッドが %4 を実行している間、%1 が %2 アイドル (%3)</translation>
    </message>
    <message>
        <source>the thread that issues the GPU&apos;s work is busy on the CPU (framework ops, Python, preprocessing) and queues nothing</source>
        <translation>GPU の処理を発行するスレッドが CPU 上でビジー状態 (フレームワークの演算、Python、前処理) で、何もキューに入れていない</translation>
    </message>
    <message>
        <source>The GPU idled %1 (%2) while the host was doing this; it idled %3 in all.</source>
        <extracomment>%1 a duration, %2 a share, %3 the GPU&apos;s idle share</extracomment>
        <translation>ホストがこの処理を行っている間、GPU は %1 (%2) アイドル状態でした。全体では %3 アイドル状態でした。</translation>
    </message>
    <message>
        <source> The host&apos;s overhead is close to the GPU&apos;s work: a note, not an incident.</source>
        <extracomment>Appended to a host-bound chain&apos;s explanation; mind the leading space</extracomment>
        <translation> ホストのオーバーヘッドは GPU の処理時間に近い程度です: インシデントではなく参考情報です。</translation>
    </message>
    <message>
        <source>Give the GPU more work per launch: a larger batch, fused ops (torch.compile), a fused optimizer (foreach/fused=True)</source>
        <translation>1 回の起動あたりの GPU の処理を増やしてください: より大きなバッチ、融合した演算 (torch.compile)、融合オプティマイザ (foreach/fused=True)</translation>
    </message>
    <message>
        <source>Capture the step in a CUDA graph (torch.cuda.graphs, torch.compile(mode=&quot;reduce-overhead&quot;))</source>
        <translation>ステップを CUDA グラフに取り込んでください (torch.cuda.graphs、torch.compile(mode=&quot;reduce-overhead&quot;))</translation>
    </message>
    <message>
        <source>Move preprocessing off the issuing thread (DataLoader workers) and cut Python work in the step</source>
        <translation>前処理を発行元のスレッドから (DataLoader のワーカーへ) 移し、ステップ内の Python の処理を減らしてください</translation>
    </message>
    <message>
        <source>Exposed communication: %1 runs only collectives %2 (%3; %4 of communication in all)</source>
        <extracomment>%1 a GPU, %2 a share, %3 per step, %4 the communication time in all</extracomment>
        <translation>計算と重ならない通信: %1 が %2 の間、集団通信のみを実行 (%3、通信は合計 %4)</translation>
    </message>
    <message>
        <source>collective kernels that no compute overlaps: the step waits for the network, or for a slower rank</source>
        <translation>どの計算とも重ならない集団通信カーネル: ステップがネットワーク、または遅いランクを待っている</translation>
    </message>
    <message>
        <source>For %1 (%2) the GPU ran only communication kernels. A collective&apos;s kernel also counts the wait for the slowest peer; with one rank in the trace a straggler cannot be told from a slow link.</source>
        <translation>%1 (%2) の間、GPU は通信カーネルのみを実行していました。集団通信のカーネルには最も遅いピアを待つ時間も含まれます。トレースにランクが 1 つしかないと、遅れているランクと遅いリンクを区別できません。</translation>
    </message>
    <message>
        <source>Overlap communication with compute: DDP bucketing (bucket_cap_mb), FSDP prefetch, issue all-to-all earlier</source>
        <translation>通信を計算と重ねてください: DDP のバケット化 (bucket_cap_mb)、FSDP のプリフェッチ、all-to-all をより早く発行する</translation>
    </message>
    <message>
        <source>Load the traces of every rank together to see whether one rank arrives late</source>
        <translation>すべてのランクのトレースをまとめて読み込み、遅れて到着するランクがないか確認してください</translation>
    </message>
    <message>
        <source>Input starvation: %1 waits between steps %3 per step (%4) while %2 child processes it forked run</source>
        <extracomment>%1 a thread, %2 a number of processes, %3 a duration per step, %4 a percentage</extracomment>
        <translation>入力の供給不足: %1 がステップ間で 1 ステップあたり %3 待機 (%4)、その間 fork した %2 個の子プロセスが実行中</translation>
    </message>
    <message>
        <source>the training thread waits while child processes the job forked itself run: what it waits for is the script&apos;s own doing</source>
        <translation>ジョブ自身が fork した子プロセスの実行中に学習スレッドが待機している: 待っている原因はスクリプト自身にある</translation>
    </message>
    <message>
        <source>%1 child processes, on the CPU %2 of the gaps</source>
        <translation>子プロセス %1 個、間隔の %2 で CPU 上</translation>
    </message>
    <message>
        <source>Find what the training thread waits for from its child processes (a queue, a pipe, a lock) and whether they need all the cores</source>
        <translation>学習スレッドが子プロセスの何を待っているか (キュー、パイプ、ロック) と、子プロセスがすべてのコアを必要としているかを特定してください</translation>
    </message>
    <message>
        <source>compiling (torch.compile)</source>
        <translation>コンパイル (torch.compile)</translation>
    </message>
    <message>
        <source>cuDNN choosing its algorithms</source>
        <translation>cuDNN のアルゴリズム選択</translation>
    </message>
    <message>
        <source>the DataLoader&apos;s workers starting</source>
        <translation>DataLoader のワーカーの起動</translation>
    </message>
    <message>
        <source>CUDA initialisation and module loading</source>
        <translation>CUDA の初期化とモジュールの読み込み</translation>
    </message>
    <message>
        <source>Warm-up: the first %1 step(s) took %2 (median step %3): %4</source>
        <extracomment>%1 a number of steps, %2 a duration, %3 the median step, %4 what it did (compiling, ...)</extracomment>
        <translation>ウォームアップ: 最初の %1 ステップに %2 かかった (ステップの中央値 %3): %4</translation>
    </message>
    <message>
        <source>a cost paid once at the start of the job</source>
        <translation>ジョブの開始時に一度だけかかるコスト</translation>
    </message>
    <message>
        <source>The first steps are far slower than the rest; they are left out of every share above. Profile after a few warm-up steps (torch.profiler.schedule(wait=1, warmup=1, ...)) to see the steady state.</source>
        <translation>最初のステップは残りよりはるかに遅く、上記のどの割合からも除外されています。定常状態を見るには、数ステップのウォームアップの後でプロファイルしてください (torch.profiler.schedule(wait=1, warmup=1, ...))。</translation>
    </message>
    <message>
        <source>Nothing to fix in the step; skip the first steps when profiling or benchmarking</source>
        <translation>ステップ内に対処すべき点はありません。プロファイルやベンチマークでは最初のステップを除外してください</translation>
    </message>
    <message>
        <source>Warm-up: the first %1 took %2 (then a median of %3): one-time initialisation</source>
        <extracomment>%1 a CUDA op, %2 its first call&apos;s duration, %3 the median of the others</extracomment>
        <translation>ウォームアップ: 最初の %1 に %2 かかった (以降の中央値 %3): 一度きりの初期化</translation>
    </message>
    <message>
        <source>CUDA loading its modules and libraries on first use, paid once</source>
        <translation>初回使用時の CUDA によるモジュールとライブラリの読み込み (一度だけのコスト)</translation>
    </message>
    <message>
        <source>Only the first call is slow; the later ones are not. A run of one pass shows its start-up: trace a later pass to see the steady state.</source>
        <translation>遅いのは最初の呼び出しだけで、以降の呼び出しは遅くありません。1 パスだけの実行では起動処理しか見えません。定常状態を見るには、後のパスをトレースしてください。</translation>
    </message>
    <message>
        <source>Warm the model up with a pass before profiling or serving</source>
        <translation>プロファイルやサービングの前に、1 パス実行してモデルをウォームアップしてください</translation>
    </message>
    <message>
        <source>exhaustion or fragmentation: the capture traced the allocator&apos;s segments, not the tensors inside them, so it cannot tell which</source>
        <translation>メモリ枯渇または断片化: キャプチャがトレースしたのはアロケータのセグメントで、その中のテンソルではないため、どちらかは判別できない</translation>
    </message>
    <message>
        <source> PyTorch gave back %1 of cached segments and asked again, and it still did not fit.</source>
        <extracomment>Appended to the explanation; mind the leading space. %1 a size</extracomment>
        <translation> PyTorch はキャッシュ済みセグメント %1 を返却して再度要求しましたが、それでも収まりませんでした。</translation>
    </message>
    <message>
        <source> Without the tensors the capture cannot tell whether those segments were full of live tensors (exhaustion: only a smaller peak helps) or held free pieces, each too small for the request (fragmentation: expandable_segments helps).</source>
        <extracomment>Appended to the explanation; mind the leading space</extracomment>
        <translation> テンソルの記録がないため、これらのセグメントが生存中のテンソルで埋まっていたのか (メモリ枯渇: ピークを下げるしかない)、要求には小さすぎる空き領域に分かれていたのか (断片化: expandable_segments が有効) を、キャプチャからは判別できません。</translation>
    </message>
    <message>
        <source>Record the tensors (faultline-probe without --no-tensors) or open the job&apos;s memory snapshot to tell which</source>
        <translation>どちらかを判別するには、テンソルを記録する (faultline-probe を --no-tensors なしで実行) か、ジョブのメモリスナップショットを開いてください</translation>
    </message>
    <message>
        <source>rank %1</source>
        <extracomment>A rank of a distributed job, %1 its number</extracomment>
        <translation>ランク %1</translation>
    </message>
    <message>
        <source>%1 (+%2)</source>
        <extracomment>A kernel and how much longer it ran per step, e.g. &quot;gemm_kernel (+0.8 ms)&quot;</extracomment>
        <translation>%1 (+%2)</translation>
    </message>
    <message>
        <source>its compute took %1 longer per step</source>
        <extracomment>%1 a duration per step, %2 a list of kernels</extracomment>
        <translation>計算が 1 ステップあたり %1 長くかかった</translation>
    </message>
    <message>
        <source>its compute took %1 longer per step, most in %2</source>
        <translation>計算が 1 ステップあたり %1 長くかかった (主に %2)</translation>
    </message>
    <message>
        <source> Most of it is waiting for %1, the straggler (see its chain).</source>
        <extracomment>Appended to an exposed-communication chain; mind the leading space. %1 a rank</extracomment>
        <translation> その大半は遅延ランクである %1 の待機です (そのチェーンを参照)。</translation>
    </message>
    <message>
        <source>Straggler: %1 arrived last at %2 of %3 collectives; the other ranks waited %4 in all (%5 of the step)</source>
        <extracomment>%1 a rank, %2 and %3 counts of collectives, %4 a duration, %5 a share of the step</extracomment>
        <translation>遅延ランク: %1 が %3 回の集団通信のうち %2 回で最後に到着し、他のランクの待機は合計 %4 (ステップの %5)</translation>
    </message>
    <message>
        <source>%1 was held up by its own problem: %2</source>
        <extracomment>%1 a rank, %2 the title of that rank&apos;s own chain</extracomment>
        <translation>%1 は自身の問題で遅れていた: %2</translation>
    </message>
    <message>
        <source>%1 was late because %2</source>
        <extracomment>%1 a rank, %2 &quot;its compute took 2.0 ms longer per step, most in ...&quot;</extracomment>
        <translation>%1 が遅れた原因: %2</translation>
    </message>
    <message>
        <source>nothing recorded on %1 says why it was late: look at its host (other jobs, throttling) and its input sizes</source>
        <extracomment>%1 a rank</extracomment>
        <translation>%1 の記録からは遅れた理由がわからない: そのホスト (他のジョブ、スロットリング) と入力サイズを調べてください</translation>
    </message>
    <message>
        <source>late collectives</source>
        <extracomment>%1 a rank, %2 a duration, %3 a count of ranks, %4 a duration per rank and step</extracomment>
        <translation>遅れた集団通信</translation>
    </message>
    <message>
        <source>%1 launched its collectives after the others</source>
        <translation>%1 が他のランクより遅れて集団通信を起動した</translation>
    </message>
    <message>
        <source>waiting ranks</source>
        <translation>待機したランク</translation>
    </message>
    <message>
        <source>%1 other ranks waited %2 per rank and step in collective kernels</source>
        <translation>他の %1 ランクが集団通信カーネル内で 1 ランク・1 ステップあたり %2 待機した</translation>
    </message>
    <message>
        <source> %1&apos;s median step is %2, the median rank&apos;s %3.</source>
        <extracomment>%1 a rank, %2 and %3 durations; mind the leading space</extracomment>
        <translation> %1 のステップの中央値は %2、中央値のランクでは %3 です。</translation>
    </message>
    <message>
        <source>The i-th collective of each process group is the same collective on every rank. %1 arrived last at %2 of the %3 it took part in: its kernels ran shortest, while the other ranks&apos; kernels of the same collectives ran longer, waiting %4 for it in all (%5 ranks). The cause: %6.</source>
        <extracomment>%1 a rank, %2 and %3 counts, %4 a duration, %5 a count of ranks, %6 why</extracomment>
        <translation>各プロセスグループの i 番目の集団通信は、どのランクでも同じ集団通信です。%1 は参加した %3 回のうち %2 回で最後に到着しました: そのカーネルの実行時間は最も短く、同じ集団通信における他のランクのカーネルはより長く実行され、合計 %4 (%5 ランク) 待機していました。原因: %6。</translation>
    </message>
    <message>
        <source>Give every rank the same work: check for uneven batches or sequence lengths, and the slow rank&apos;s GPU (clocks, throttling, another process)</source>
        <translation>すべてのランクに同じ量の処理を割り当ててください: バッチや系列長の偏りと、遅いランクの GPU (クロック、スロットリング、他のプロセス) を確認してください</translation>
    </message>
    <message>
        <source>Open the Ranks view: a click on a late collective shows every rank&apos;s kernel of it on the timeline</source>
        <translation>ランクビューを開いてください: 遅れた集団通信をクリックすると、全ランクのそのカーネルがタイムラインに表示されます</translation>
    </message>
    <message>
        <source>Straggler: %1&apos;s steps take %2, %4 longer than the median rank&apos;s %3</source>
        <extracomment>%1 a rank, %2 and %3 durations, %4 a share</extracomment>
        <translation>遅延ランク: %1 のステップは %2 で、中央値のランクの %3 より %4 長い</translation>
    </message>
    <message>
        <source>one rank&apos;s steps are longer than the others&apos;: in a synchronous job every rank waits for it</source>
        <translation>1 つのランクのステップが他より長い: 同期型のジョブでは全ランクがそのランクを待つ</translation>
    </message>
    <message>
        <source>No collective kernels could be matched across the ranks, so the step times are the signal.</source>
        <translation>ランク間で対応付けられる集団通信カーネルがなかったため、ステップ時間を手がかりにしています。</translation>
    </message>
    <message>
        <source> (also on ranks %1: %2 in all)</source>
        <extracomment>Appended to a chain&apos;s title; mind the leading space. %1 ranks (&quot;0-36, 38-63&quot;), %2 their count</extracomment>
        <translation> (ランク %1 でも発生: 計 %2 ランク)</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>faultline: nothing to do without a display; see &apos;faultline --help&apos;.</source>
        <translation>faultline: ディスプレイがないため何もできません。&apos;faultline --help&apos; を参照してください。</translation>
    </message>
    <message>
        <source>Open a generated demo capture.</source>
        <translation>生成したデモキャプチャを開きます。</translation>
    </message>
    <message>
        <source>Capture to open (.db, .sqlite).</source>
        <translation>開くキャプチャ (.db, .sqlite)。</translation>
    </message>
    <message>
        <source>faultline: %1</source>
        <translation>faultline: %1</translation>
    </message>
    <message>
        <source>Try &apos;faultline --help&apos;.</source>
        <translation>&apos;faultline --help&apos; を試してください。</translation>
    </message>
    <message>
        <source>faultline: open one capture at a time (got %1 files).</source>
        <translation>faultline: キャプチャは一度に 1 つだけ開けます (%1 個のファイルが指定されました)。</translation>
    </message>
    <message>
        <source>faultline: --demo opens its own capture; leave out the file.</source>
        <translation>faultline: --demo は独自のキャプチャを開きます。ファイルは指定しないでください。</translation>
    </message>
    <message>
        <source>Writes a deterministic demo capture of an incident scenario.</source>
        <translation>インシデントシナリオの決定的なデモキャプチャを書き込みます。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>Scenario to write (see --list).</source>
        <translation>書き込むシナリオ (--list を参照)。</translation>
    </message>
    <message>
        <source>Capture file to write (replaced if it exists).</source>
        <translation>書き込むキャプチャファイル (存在する場合は置き換え)。</translation>
    </message>
    <message>
        <source>Scale the scenario up to at least N events.</source>
        <translation>シナリオを少なくとも N イベントまで拡大します。</translation>
    </message>
    <message>
        <source>Random seed (same seed, same capture).</source>
        <translation>乱数シード (同じシードなら同じキャプチャ)。</translation>
    </message>
    <message>
        <source>List the scenarios and exit.</source>
        <translation>シナリオを一覧表示して終了します。</translation>
    </message>
    <message>
        <source>faultline demo: %1</source>
        <translation>faultline demo: %1</translation>
    </message>
    <message>
        <source>Usage: faultline demo --scenario NAME -o FILE [--events N] [--seed S]</source>
        <translation>使い方: faultline demo --scenario NAME -o FILE [--events N] [--seed S]</translation>
    </message>
    <message>
        <source>faultline demo: unexpected argument “%1”.</source>
        <translation>faultline demo: 予期しない引数「%1」。</translation>
    </message>
    <message>
        <source>Scenarios:</source>
        <translation>シナリオ:</translation>
    </message>
    <message>
        <source>faultline demo: unknown scenario “%1”. Scenarios:</source>
        <translation>faultline demo: 不明なシナリオ「%1」。シナリオ:</translation>
    </message>
    <message>
        <source>faultline demo: missing -o FILE.</source>
        <translation>faultline demo: -o FILE がありません。</translation>
    </message>
    <message>
        <source>faultline demo: --seed needs a non-negative integer, got “%1”.</source>
        <translation>faultline demo: --seed には 0 以上の整数が必要です (指定値「%1」)。</translation>
    </message>
    <message>
        <source>faultline demo: --events needs a non-negative integer, got “%1”.</source>
        <translation>faultline demo: --events には 0 以上の整数が必要です (指定値「%1」)。</translation>
    </message>
    <message>
        <source>faultline demo: cannot write %1: %2</source>
        <translation>faultline demo: %1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>wrote %1 events (%2 seen) to %3</source>
        <translation>%1 件のイベント (観測 %2 件) を %3 に書き込みました</translation>
    </message>
    <message>
        <source>Prints per-op latency statistics of a capture (the Summary view&apos;s numbers).</source>
        <translation>キャプチャの演算ごとのレイテンシ統計を出力します (概要ビューの数値)。</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>テキストの代わりに JSON を出力します。</translation>
    </message>
    <message>
        <source>Capture to read (.db, .sqlite).</source>
        <translation>読み込むキャプチャ (.db, .sqlite)。</translation>
    </message>
    <message>
        <source>faultline stats: %1</source>
        <translation>faultline stats: %1</translation>
    </message>
    <message>
        <source>Usage: faultline stats FILE [--json]</source>
        <translation>使い方: faultline stats FILE [--json]</translation>
    </message>
    <message>
        <source>faultline stats: expected one capture file; see &apos;faultline stats --help&apos;.</source>
        <translation>faultline stats: キャプチャファイルを 1 つ指定してください。&apos;faultline stats --help&apos; を参照してください。</translation>
    </message>
    <message>
        <source>faultline stats: cannot load %1: %2</source>
        <translation>faultline stats: %1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>Prints the incident report of a capture: the causal chains derived from its events (most severe first), then those the capture tool stored.</source>
        <translation>キャプチャのインシデントレポートを出力します: イベントから導出した因果チェーン (重大なものから)、続いてキャプチャツールが保存したもの。</translation>
    </message>
    <message>
        <source>Print JSON (the documented contract) instead of text.</source>
        <translation>テキストの代わりに JSON (文書化された形式) を出力します。</translation>
    </message>
    <message>
        <source>Only events from T: seconds since the capture began, with an optional unit (42, 42.5s, 1500ms, 2m), or @UNIX_NS.</source>
        <translation>T 以降のイベントのみ: キャプチャ開始からの秒数、単位は省略可 (42, 42.5s, 1500ms, 2m)、または @UNIX_NS。</translation>
    </message>
    <message>
        <source>Only events before T (same forms as --from).</source>
        <translation>T より前のイベントのみ (--from と同じ形式)。</translation>
    </message>
    <message>
        <source>Only this process.</source>
        <translation>このプロセスのみ。</translation>
    </message>
    <message>
        <source>faultline explain: %1</source>
        <translation>faultline explain: %1</translation>
    </message>
    <message>
        <source>faultline explain: expected one capture file; see &apos;faultline explain --help&apos;.</source>
        <translation>faultline explain: キャプチャファイルを 1 つ指定してください。&apos;faultline explain --help&apos; を参照してください。</translation>
    </message>
    <message>
        <source>faultline explain: --pid needs a process id, not &apos;%1&apos;.</source>
        <translation>faultline explain: --pid にはプロセス ID が必要です。&apos;%1&apos; は使えません。</translation>
    </message>
    <message>
        <source>faultline explain: cannot load %1: %2</source>
        <translation>faultline explain: %1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>faultline explain: cannot read the time &apos;%1&apos; (try 42, 42.5s, 1500ms or @UNIX_NS).</source>
        <translation>faultline explain: 時刻 &apos;%1&apos; を読み取れません (42, 42.5s, 1500ms, @UNIX_NS などを試してください)。</translation>
    </message>
    <message>
        <source>faultline explain: --from must be before --to.</source>
        <translation>faultline explain: --from は --to より前でなければなりません。</translation>
    </message>
    <message>
        <source>faultline explain: cannot read event ids from %1: %2</source>
        <translation>faultline explain: %1 からイベント ID を読み取れません: %2</translation>
    </message>
    <message>
        <source>Prints the memory figures of a PyTorch memory snapshot (torch.cuda.memory._dump_snapshot: pickle, JSON or memory_viz HTML) per device, a summary of its allocator trace, and why an allocation failed when the trace recorded an out-of-memory.</source>
        <translation>PyTorch メモリスナップショット (torch.cuda.memory._dump_snapshot: pickle, JSON, memory_viz HTML) のデバイスごとのメモリ値、アロケータトレースの概要、およびトレースにメモリ不足が記録されている場合は割り当てが失敗した理由を出力します。</translation>
    </message>
    <message>
        <source>Snapshot to read (.pickle, .pkl, .json, .html).</source>
        <translation>読み込むスナップショット (.pickle, .pkl, .json, .html)。</translation>
    </message>
    <message>
        <source>faultline snapshot-stats: %1</source>
        <translation>faultline snapshot-stats: %1</translation>
    </message>
    <message>
        <source>Usage: faultline snapshot-stats FILE [--json]</source>
        <translation>使い方: faultline snapshot-stats FILE [--json]</translation>
    </message>
    <message>
        <source>faultline snapshot-stats: expected one snapshot file; see &apos;faultline snapshot-stats --help&apos;.</source>
        <translation>faultline snapshot-stats: スナップショットファイルを 1 つ指定してください。&apos;faultline snapshot-stats --help&apos; を参照してください。</translation>
    </message>
    <message>
        <source>faultline snapshot-stats: cannot read %1: %2</source>
        <translation>faultline snapshot-stats: %1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>Also the symptoms without a cause of their own (latency tails, rate drops), at LOW.</source>
        <translation>独自の原因を持たない症状 (レイテンシのテール、レートの低下) も LOW として表示します。</translation>
    </message>
    <message>
        <source>Usage: faultline explain FILE [--from T] [--to T] [--pid PID] [--all] [--json]</source>
        <translation>使い方: faultline explain FILE [--from T] [--to T] [--pid PID] [--all] [--json]</translation>
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
        <translation>使い方: faultline [options] [capture.db]
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

PyTorch/CUDA ジョブの GPU メモリとストールのインシデントを調査するワークベンチ。
Faultline と Ingero のキャプチャ (.db, .sqlite) を開きます。

オプション:
  --demo          生成したデモキャプチャ (断片化シナリオ) を開きます。
  --compare B     指定したファイル (A) と B を比較タブで比較します: 2 つのキャプチャまたはトレース、
                  または 2 つのメモリスナップショット。
  -h, --help      このヘルプを表示します。
  -v, --version   バージョンを表示します。

サブコマンド (ディスプレイ不要):
  demo            シナリオのデモキャプチャを書き込みます。
  stats           キャプチャの演算ごとのレイテンシ統計を、テキストまたは JSON で出力します。
  explain         インシデントレポート (根拠と対処法を含む因果チェーン) を出力します。
  snapshot-stats  PyTorch メモリスナップショットのデバイスごとのメモリ値と、スナップショットに
                  メモリ不足が記録されている場合は割り当てが失敗した理由を出力します。
  attach          トランスポートコマンド (ssh ... serve --stdio) 経由で faultline-probe からキャプチャし、
                  受信した内容をキャプチャとして保存します。
  export          キャプチャの範囲を、タイムラインの画像 (PNG, SVG, PDF)、レビューレポート
                  (Markdown, HTML)、または Perfetto JSON として、チェーンとメモとともに書き出します。
                  メモリスナップショットの場合は、ブロックマップを画像として書き出します。
  notes           キャプチャの横に保存されたメモを一覧表示または追加するか、注釈付きコピーを保存します。
  import          PyTorch プロファイラのトレース (.json, .json.gz) または Nsight Systems の SQLite
                  エクスポートをキャプチャに変換します。複数のトレース、またはそれらを含むフォルダは、
                  ランクごとに 1 ノードとして 1 つのキャプチャにまとめます。
  diff            2 つの実行を比較します: 2 つの PyTorch メモリスナップショット (各値と、割り当て済み
                  バイトが割り当て箇所とブロックサイズごとにどこへ移動したか)。判定から始まります。

各サブコマンドのオプションは 'faultline &lt;subcommand&gt; --help' で確認できます。
</translation>
    </message>
    <message>
        <source>Compare the file opened with B (a capture, trace or snapshot) in a Compare tab.</source>
        <translation>開いたファイルを B (キャプチャ、トレース、スナップショット) と比較タブで比較します。</translation>
    </message>
    <message>
        <source>faultline: --compare needs the file to compare with: faultline A --compare B.</source>
        <translation>faultline: --compare には比較対象のファイルが必要です: faultline A --compare B。</translation>
    </message>
</context>
<context>
    <name>CompareExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>A comparison report is written as Markdown or HTML.</source>
        <translation>比較レポートは Markdown または HTML で書き出します。</translation>
    </message>
    <message>
        <source>No file to write the report to.</source>
        <translation>レポートの書き出し先ファイルがありません。</translation>
    </message>
    <message>
        <source>%1 is one of the compared files; choose another file.</source>
        <translation>%1 は比較対象のファイルの 1 つです。別のファイルを選んでください。</translation>
    </message>
</context>
<context>
    <name>CompareInputs</name>
    <message>
        <source>Reading %1…</source>
        <translation>%1 を読み取り中…</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>Converting %1…</source>
        <translation>%1 を変換中…</translation>
    </message>
    <message>
        <source>cannot convert %1: %2</source>
        <translation>%1 を変換できません: %2</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>%1 を読み込み中…</translation>
    </message>
    <message>
        <source>cannot load %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>cannot compare a PyTorch memory snapshot (%1) with a capture or trace (%2): a snapshot holds the allocator&apos;s memory at one instant, a capture a stretch of time. Compare two snapshots, or two captures.</source>
        <translation>PyTorch メモリスナップショット (%1) はキャプチャやトレース (%2) と比較できません: スナップショットはある一時点のアロケータのメモリを保持し、キャプチャは一定期間を記録したものです。2 つのスナップショット同士、または 2 つのキャプチャ同士を比較してください。</translation>
    </message>
    <message>
        <source>cannot make a temporary folder to convert %1.</source>
        <translation>%1 を変換するための一時フォルダを作成できません。</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>比較中…</translation>
    </message>
</context>
<context>
    <name>CompareReport</name>
    <message>
        <source>Comparison: %1 → %2</source>
        <extracomment>the title of a comparison report; %1 and %2 the two runs (A, then B)</extracomment>
        <translation>比較: %1 → %2</translation>
    </message>
    <message>
        <source>Exported %1 UTC%2.</source>
        <translation>%1 UTC%2 にエクスポートしました。</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>per step</source>
        <translation>1 ステップあたり</translation>
    </message>
    <message>
        <source>per second</source>
        <translation>1 秒あたり</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>比較の単位</translation>
    </message>
    <message>
        <source>per step, over %1 steps of A and %2 of B</source>
        <translation>1 ステップあたり (A の %1 ステップ、B の %2 ステップで集計)</translation>
    </message>
    <message>
        <source>per second, over %1 of A and %2 of B</source>
        <translation>1 秒あたり (A の %1、B の %2 で集計)</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Steps counted</source>
        <translation>集計したステップ数</translation>
    </message>
    <message>
        <source>Median step</source>
        <translation>ステップの中央値</translation>
    </message>
    <message>
        <source>p90 step</source>
        <translation>ステップの p90</translation>
    </message>
    <message>
        <source>GPU time %1</source>
        <extracomment>%1 &quot;per step&quot; or &quot;per second&quot;</extracomment>
        <translation>GPU 時間 (%1)</translation>
    </message>
    <message>
        <source>GPU busy</source>
        <translation>GPU ビジー</translation>
    </message>
    <message>
        <source>%1 points</source>
        <extracomment>a change of a percentage, in percentage points</extracomment>
        <translation>%1 ポイント</translation>
    </message>
    <message>
        <source>Only %1 records the GPU&apos;s work, so the GPU&apos;s time is not compared.</source>
        <translation>GPU の処理を記録しているのは %1 だけのため、GPU の時間は比較しません。</translation>
    </message>
    <message>
        <source>Neither run records the GPU&apos;s work, so the GPU&apos;s time is not compared.</source>
        <translation>どちらの実行も GPU の処理を記録していないため、GPU の時間は比較しません。</translation>
    </message>
    <message>
        <source>What changed, %1</source>
        <extracomment>%1 &quot;per step&quot; or &quot;per second&quot;</extracomment>
        <translation>変化した項目 (%1)</translation>
    </message>
    <message>
        <source>No CUDA call, GPU kernel, CPU range or cause of GPU idle time changed.</source>
        <translation>CUDA 呼び出し、GPU カーネル、CPU の範囲、GPU アイドル時間の原因のいずれにも変化はありません。</translation>
    </message>
    <message>
        <source>The %1 largest changes of %2; faultline diff --json lists them all.</source>
        <translation>%2 件の変化のうち大きい順に %1 件。faultline diff --json ですべて一覧表示されます。</translation>
    </message>
    <message>
        <source>Largest change first.</source>
        <translation>変化の大きい順。</translation>
    </message>
    <message>
        <source>Kind</source>
        <extracomment>%1 &quot;per step&quot; or &quot;per second&quot;</extracomment>
        <translation>種類</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>Count %1</source>
        <translation>回数 (%1)</translation>
    </message>
    <message>
        <source>Time %1</source>
        <translation>時間 (%1)</translation>
    </message>
    <message>
        <source>Median latency</source>
        <translation>レイテンシの中央値</translation>
    </message>
    <message>
        <source>CUDA call</source>
        <translation>CUDA 呼び出し</translation>
    </message>
    <message>
        <source>GPU kernel</source>
        <translation>GPU カーネル</translation>
    </message>
    <message>
        <source>CPU range</source>
        <translation>CPU の範囲</translation>
    </message>
    <message>
        <source>GPU idle</source>
        <translation>GPU アイドル</translation>
    </message>
    <message>
        <source>Chain</source>
        <extracomment>%1 &quot;per step&quot; or &quot;per second&quot;</extracomment>
        <translation>チェーン</translation>
    </message>
    <message>
        <source>Causal chains, time lost %1</source>
        <extracomment>%1 &quot;per step&quot; or &quot;per second&quot;</extracomment>
        <translation>因果チェーン、失われた時間 (%1)</translation>
    </message>
    <message>
        <source>No chain is found in one run only, and none lost more or less time.</source>
        <translation>一方の実行だけで見つかったチェーンはなく、失われた時間が増減したチェーンもありません。</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>タイトル</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>検出数</translation>
    </message>
    <message>
        <source>Time lost %1</source>
        <translation>失われた時間 (%1)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>割り当て済み</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>予約済み</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>アクティブ</translation>
    </message>
    <message>
        <source>Peak</source>
        <extracomment>the most active memory at any point of the recorded trace</extracomment>
        <translation>ピーク</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>断片化</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>セグメント</translation>
    </message>
    <message>
        <source>Largest free block</source>
        <translation>最大空きブロック</translation>
    </message>
    <message>
        <source>All devices</source>
        <translation>すべてのデバイス</translation>
    </message>
    <message>
        <source>Device %1</source>
        <translation>デバイス %1</translation>
    </message>
    <message>
        <source>Neither snapshot holds memory on a device.</source>
        <translation>どちらのスナップショットもデバイス上のメモリを保持していません。</translation>
    </message>
    <message>
        <source>The allocated bytes of no allocation site changed.</source>
        <translation>割り当て済みバイトが変化した割り当て箇所はありません。</translation>
    </message>
    <message>
        <source>The allocated bytes of no block size changed.</source>
        <translation>割り当て済みバイトが変化したブロックサイズはありません。</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>関数</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>ブロックサイズ</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>ブロック</translation>
    </message>
    <message>
        <source>(no frames)</source>
        <extracomment>the site of blocks whose allocation recorded no stack</extracomment>
        <translation>(フレームなし)</translation>
    </message>
    <message>
        <source>Allocated bytes by allocation site</source>
        <translation>割り当て箇所別の割り当て済みバイト</translation>
    </message>
    <message>
        <source>Allocated bytes by block size</source>
        <extracomment>size classes are power-of-two ranges of block sizes</extracomment>
        <translation>ブロックサイズ別の割り当て済みバイト</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新規</translation>
    </message>
    <message>
        <source>vanished</source>
        <translation>消失</translation>
    </message>
    <message>
        <source>Pictures</source>
        <translation>画像</translation>
    </message>
</context>
<context>
    <name>CounterTracks</name>
    <message>
        <source>GPU memory (traced)</source>
        <translation>GPU メモリ (トレース)</translation>
    </message>
    <message>
        <source>System CPU</source>
        <translation>システム CPU</translation>
    </message>
    <message>
        <source>System memory</source>
        <translation>システムメモリ</translation>
    </message>
    <message>
        <source>Load average</source>
        <translation>ロードアベレージ</translation>
    </message>
    <message>
        <source>GPU %1 busy</source>
        <extracomment>%1 the GPU&apos;s number</extracomment>
        <translation>GPU %1 稼働</translation>
    </message>
</context>
<context>
    <name>DiffCommand</name>
    <message>
        <source>Compares two runs: two PyTorch memory snapshots (the figures of each device, and where the allocated bytes moved by allocation site and block size), or two captures. The text leads with a verdict.</source>
        <translation>2 つの実行を比較します: 2 つの PyTorch メモリスナップショット (各デバイスの値と、割り当て済みバイトが割り当て箇所とブロックサイズごとにどこへ移動したか)、または 2 つのキャプチャ。テキストは判定から始まります。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>Print JSON (the documented contract) instead of text.</source>
        <translation>テキストの代わりに JSON (文書化された形式) を出力します。</translation>
    </message>
    <message>
        <source>The run to compare with (the baseline).</source>
        <translation>比較の基準となる実行 (ベースライン)。</translation>
    </message>
    <message>
        <source>The run to compare.</source>
        <translation>比較する実行。</translation>
    </message>
    <message>
        <source>faultline diff: %1</source>
        <translation>faultline diff: %1</translation>
    </message>
    <message>
        <source>faultline diff: expected two files, A and B; see &apos;faultline diff --help&apos;.</source>
        <translation>faultline diff: A と B の 2 つのファイルを指定してください。&apos;faultline diff --help&apos; を参照してください。</translation>
    </message>
    <message>
        <source>Also write the comparison report to FILE: Markdown (.md, its pictures beside it) or one HTML file (.html), with the Compare tab&apos;s charts or block maps.</source>
        <translation>比較レポートを FILE にも書き出します: Markdown (.md、画像を横に配置) または 1 つの HTML ファイル (.html)。比較タブのグラフまたはブロックマップを含みます。</translation>
    </message>
    <message>
        <source>Usage: faultline diff A B [--json] [--report FILE.md|FILE.html]</source>
        <translation>使い方: faultline diff A B [--json] [--report FILE.md|FILE.html]</translation>
    </message>
    <message>
        <source>faultline diff: --report draws pictures and needs the application&apos;s widgets.</source>
        <translation>faultline diff: --report は画像を描画するため、アプリケーションのウィジェットが必要です。</translation>
    </message>
    <message numerus="yes">
        <source>faultline diff: wrote %1 (%n picture(s)).</source>
        <translation>
            <numerusform>faultline diff: %1 を書き込みました (画像 %n 枚)。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventDetails</name>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Device pointer</source>
        <translation>デバイスポインタ</translation>
    </message>
    <message>
        <source>Freed</source>
        <translation>解放サイズ</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>ストリーム</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>幅</translation>
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
        <translation>関数</translation>
    </message>
    <message>
        <source>Preempted by</source>
        <translation>プリエンプト元</translation>
    </message>
    <message>
        <source>Woke</source>
        <translation>起床させた対象</translation>
    </message>
    <message>
        <source>Victim</source>
        <translation>強制終了対象</translation>
    </message>
    <message>
        <source>Child</source>
        <translation>子プロセス</translation>
    </message>
    <message>
        <source>Allocations</source>
        <translation>割り当て数</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>切り替え</translation>
    </message>
    <message>
        <source>Off-CPU</source>
        <translation>オフ CPU</translation>
    </message>
    <message>
        <source>Sectors</source>
        <translation>セクタ数</translation>
    </message>
    <message>
        <source>Start sector</source>
        <translation>開始セクタ</translation>
    </message>
    <message>
        <source>Destination</source>
        <translation>宛先</translation>
    </message>
    <message>
        <source>File descriptor</source>
        <translation>ファイルディスクリプタ</translation>
    </message>
    <message>
        <source>blocked: waiting (lock, pipe, socket, sleep)</source>
        <translation>ブロック：待機中（ロック、パイプ、ソケット、スリープ）</translation>
    </message>
    <message>
        <source>uninterruptible wait (disk I/O, page fault)</source>
        <translation>割り込み不可の待機（ディスク I/O、ページフォールト）</translation>
    </message>
    <message>
        <source>stopped or exiting</source>
        <translation>停止中または終了中</translation>
    </message>
    <message>
        <source>Left the CPU</source>
        <translation>CPU を離れた理由</translation>
    </message>
    <message>
        <source>preempted: runnable, waiting for a CPU</source>
        <translation>プリエンプト：実行可能、CPU 待ち</translation>
    </message>
    <message>
        <source>CPU taken back from</source>
        <translation>CPU を引き継いだ相手</translation>
    </message>
    <message>
        <source>Killed by signal</source>
        <translation>終了させたシグナル</translation>
    </message>
    <message>
        <source>Exit status</source>
        <translation>終了ステータス</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>ホストメモリ</translation>
    </message>
    <message>
        <source>Launched by</source>
        <translation>起動元</translation>
    </message>
    <message>
        <source>Ran on the GPU</source>
        <translation>GPU で実行</translation>
    </message>
</context>
<context>
    <name>EventLookup</name>
    <message>
        <source>no event with id %1</source>
        <translation>ID %1 のイベントはありません</translation>
    </message>
</context>
<context>
    <name>ExplainReport</name>
    <message>
        <source>INCIDENT REPORT — no causal chains found</source>
        <translation>インシデントレポート — 因果チェーンは見つかりませんでした</translation>
    </message>
    <message numerus="yes">
        <source>INCIDENT REPORT — %n causal chain(s) found (%1 HIGH, %2 MEDIUM, %3 LOW)</source>
        <extracomment>HIGH, MEDIUM and LOW are the severities that tag each chain below ([HIGH] ...): keep them as they are</extracomment>
        <translation>
            <numerusform>インシデントレポート — 因果チェーンが %n 件見つかりました (HIGH %1、MEDIUM %2、LOW %3)</numerusform>
        </translation>
    </message>
    <message>
        <source>Process: %1 (%2)</source>
        <extracomment>%1 is the process id, %2 its name</extracomment>
        <translation>プロセス: %1 (%2)</translation>
    </message>
    <message>
        <source>When: %1 – %2 after the capture began</source>
        <translation>時刻: キャプチャ開始後 %1 – %2</translation>
    </message>
    <message>
        <source>Timeline:</source>
        <translation>タイムライン:</translation>
    </message>
    <message>
        <source>(at %1)</source>
        <extracomment>after a step of the timeline: when it happened, in seconds since the capture began</extracomment>
        <translation>(%1 時点)</translation>
    </message>
    <message>
        <source>Root cause: %1</source>
        <translation>根本原因: %1</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>理由: %1</translation>
    </message>
    <message>
        <source>Source: %1:%2 in %3 (%4 %)</source>
        <extracomment>%1:%2 is the file and line, %3 the function, %4 its share of the chain&apos;s evidence</extracomment>
        <translation>ソース: %1:%2、%3 内 (%4 %)</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>対処法: %1</translation>
    </message>
    <message numerus="yes">
        <source>STORED CAUSAL CHAINS (written by the capture tool) — %n chain(s)</source>
        <translation>
            <numerusform>保存済みの因果チェーン (キャプチャツールが記録) — %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>Impact: %1, %2 of the steps (%3 in each of %4 steps)</source>
        <extracomment>%1 a duration, %2 a percentage, %3 a duration per step, %4 a number of steps</extracomment>
        <translation>影響: %1、ステップの %2 (%4 ステップそれぞれで %3)</translation>
    </message>
    <message>
        <source>Impact: %1, %2 of %3 of GPU work</source>
        <extracomment>%1 a duration, %2 a percentage, %3 the duration the share is of</extracomment>
        <translation>影響: %1、GPU の処理 %3 のうち %2</translation>
    </message>
    <message>
        <source>; a failure: HIGH whatever the time</source>
        <extracomment>Appended to the impact line of a chain about a failure (an OOM, a process killed)</extracomment>
        <translation>。障害のため、時間にかかわらず HIGH</translation>
    </message>
    <message>
        <source>Analysed %1 events over %2: no incident found.</source>
        <translation>%2 にわたる %1 件のイベントを分析しました: インシデントは見つかりませんでした。</translation>
    </message>
    <message numerus="yes">
        <source>%n symptom(s) without a cause of their own (latency tails, rate drops) not shown; --all shows them.</source>
        <translation>
            <numerusform>独自の原因を持たない症状 %n 件 (レイテンシのテール、レートの低下) は表示していません。--all で表示されます。</numerusform>
        </translation>
    </message>
    <message>
        <source>This capture only counted most kernel launches (faultline-probe --launches counted): the chains that follow each launch (host synchronisations, input starvation, launch-bound steps) cannot be found in it. Record with --launches sampled (the default) for them.</source>
        <translation>このキャプチャはほとんどのカーネル起動を数えただけです (faultline-probe --launches counted)。各起動を追うチェーン (ホスト同期、入力不足、起動律速のステップ) はここからは見つけられません。それらには --launches sampled (既定) で記録してください。</translation>
    </message>
</context>
<context>
    <name>ExportCommand</name>
    <message>
        <source>--%1 wants a whole number of at least %2, not &apos;%3&apos;.</source>
        <translation>--%1 には %2 以上の整数が必要です。&apos;%3&apos; は使えません。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>Only events starting from T: seconds since the capture began, with an optional unit (12.5, 12.5s, 300ms), or @UNIX_NS.</source>
        <translation>T 以降に始まるイベントのみ: キャプチャ開始からの秒数、単位は省略可 (12.5, 12.5s, 300ms)、または @UNIX_NS。</translation>
    </message>
    <message>
        <source>Only events starting before T (same forms as --from).</source>
        <translation>T より前に始まるイベントのみ (--from と同じ形式)。</translation>
    </message>
    <message>
        <source>Only these processes (PID) and threads (PID:TID), comma-separated; may be repeated.</source>
        <translation>これらのプロセス (PID) とスレッド (PID:TID) のみ。カンマ区切り、繰り返し可。</translation>
    </message>
    <message>
        <source>png, svg, pdf, md, html or json. Default: from the output&apos;s suffix.</source>
        <translation>png, svg, pdf, md, html, json のいずれか。既定: 出力ファイルの拡張子から。</translation>
    </message>
    <message>
        <source>File to write.</source>
        <translation>書き込むファイル。</translation>
    </message>
    <message>
        <source>Width of a picture in pixels (default 1600; 2400 for a report&apos;s pictures).</source>
        <translation>画像の幅 (ピクセル) (既定 1600、レポートの画像は 2400)。</translation>
    </message>
    <message>
        <source>Resolution of a picture in dots per inch (default 96; 192 for a report&apos;s pictures). Text keeps its size in points: the picture is PX / N inches wide.</source>
        <translation>画像の解像度 (DPI) (既定 96、レポートの画像は 192)。文字はポイント単位の大きさを保ち、画像の幅は PX / N インチになります。</translation>
    </message>
    <message>
        <source>Reports: pictures of the first N chains (default 3; 0 for none).</source>
        <translation>レポート: 最初の N 個のチェーンの画像 (既定 3、0 でなし)。</translation>
    </message>
    <message>
        <source>Memory snapshots: the GPU whose block map is drawn (default: the first).</source>
        <translation>メモリスナップショット: ブロックマップを描く GPU (既定: 最初のもの)。</translation>
    </message>
    <message>
        <source>Leave the causal chains out.</source>
        <translation>因果チェーンを含めない。</translation>
    </message>
    <message>
        <source>Leave the notes out.</source>
        <translation>メモを含めない。</translation>
    </message>
    <message>
        <source>Pictures: leave the legend out.</source>
        <translation>画像: 凡例を含めない。</translation>
    </message>
    <message>
        <source>Capture to read (.db, .sqlite), or a memory snapshot (.pickle, .json).</source>
        <translation>読み込むキャプチャ (.db, .sqlite) またはメモリスナップショット (.pickle, .json)。</translation>
    </message>
    <message>
        <source>faultline export: %1</source>
        <translation>faultline export: %1</translation>
    </message>
    <message>
        <source>faultline export: expected one capture file; see &apos;faultline export --help&apos;.</source>
        <translation>faultline export: キャプチャファイルを 1 つ指定してください。&apos;faultline export --help&apos; を参照してください。</translation>
    </message>
    <message>
        <source>faultline export: no output file; give -o OUT.</source>
        <translation>faultline export: 出力ファイルがありません。-o OUT を指定してください。</translation>
    </message>
    <message>
        <source>faultline export: unknown format &apos;%1&apos;; use one of %2.</source>
        <translation>faultline export: 不明な形式 &apos;%1&apos;。%2 のいずれかを使ってください。</translation>
    </message>
    <message>
        <source>faultline export: the output would replace the capture; choose another file.</source>
        <translation>faultline export: 出力がキャプチャを置き換えてしまいます。別のファイルを選んでください。</translation>
    </message>
    <message>
        <source>faultline export: %1 is a memory snapshot: its block map exports as png, svg or pdf.</source>
        <translation>faultline export: %1 はメモリスナップショットです。そのブロックマップは png, svg, pdf としてエクスポートできます。</translation>
    </message>
    <message>
        <source>faultline export: --from, --to and --lanes are for captures, not memory snapshots.</source>
        <translation>faultline export: --from, --to, --lanes はキャプチャ用で、メモリスナップショットには使えません。</translation>
    </message>
    <message>
        <source>faultline export: %1 needs a QApplication (the pictures are drawn with the app&apos;s widgets).</source>
        <translation>faultline export: %1 には QApplication が必要です (画像はアプリのウィジェットで描画されます)。</translation>
    </message>
    <message>
        <source>faultline export: cannot load %1: %2</source>
        <translation>faultline export: %1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>faultline export: cannot read the time &apos;%1&apos; (try 12.5, 12.5s, 300ms or @UNIX_NS).</source>
        <translation>faultline export: 時刻 &apos;%1&apos; を読み取れません (12.5, 12.5s, 300ms, @UNIX_NS などを試してください)。</translation>
    </message>
    <message>
        <source>faultline export: --from must be before --to.</source>
        <translation>faultline export: --from は --to より前でなければなりません。</translation>
    </message>
    <message>
        <source>Wrote %1: %2 × %3 px at %4 DPI, %5 rows, %6 notes.</source>
        <translation>%1 を書き込みました: %2 × %3 px、%4 DPI、%5 行、メモ %6 件。</translation>
    </message>
    <message>
        <source>Wrote %1: %2 chains, %3 pictures, %4 notes.</source>
        <translation>%1 を書き込みました: チェーン %2 件、画像 %3 枚、メモ %4 件。</translation>
    </message>
    <message>
        <source>faultline export: cannot write %1: %2</source>
        <translation>faultline export: %1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>Wrote %1: %2 events of %3 threads in %4 processes, %5 chains, %6 notes.</source>
        <translation>%1 を書き込みました: %4 プロセス %3 スレッドのイベント %2 件、チェーン %5 件、メモ %6 件。</translation>
    </message>
    <message>
        <source>faultline export: %1 records no GPU memory: there is no block map to draw.</source>
        <translation>faultline export: %1 には GPU メモリの記録がないため、描くブロックマップがありません。</translation>
    </message>
    <message>
        <source>faultline export: --device %1: the snapshot has GPUs %2.</source>
        <translation>faultline export: --device %1: スナップショットにある GPU は %2 です。</translation>
    </message>
    <message>
        <source>Wrote %1: the block map of GPU %2, %3 segments.</source>
        <translation>%1 を書き込みました: GPU %2 のブロックマップ、%3 セグメント。</translation>
    </message>
    <message>
        <source>Exports a capture, or a range and some lanes of it, with its chains and notes: as a picture of the timeline (png, svg, pdf), as a review report (md with its pictures beside it, one html file, or with --review a pdf document), or as Chrome trace-event JSON that the Perfetto UI (ui.perfetto.dev) opens. Given a PyTorch memory snapshot (.pickle, .json), png, svg and pdf are a picture of its block map.</source>
        <translation>キャプチャ全体、またはその範囲と一部のレーンを、チェーンとメモとともにエクスポートします。形式は、タイムラインの画像 (png, svg, pdf)、レビューレポート (画像を横に配置した md、1 つの html ファイル、または --review 指定時は pdf 文書)、Perfetto UI (ui.perfetto.dev) で開ける Chrome trace-event JSON のいずれかです。PyTorch メモリスナップショット (.pickle, .json) を指定した場合、png, svg, pdf はそのブロックマップの画像になります。</translation>
    </message>
    <message>
        <source>Write the review report: md, html or pdf (from the output&apos;s suffix or --format; html when the output has no suffix). Without it a pdf is a picture of the timeline.</source>
        <translation>レビューレポートを書き出します: md, html, pdf のいずれか (出力ファイルの拡張子または --format から決定。拡張子がなければ html)。このオプションがない場合、pdf はタイムラインの画像になります。</translation>
    </message>
    <message>
        <source>Usage: faultline export FILE [--from T] [--to T] [--lanes PID[:TID],...] -o OUT [--format png|svg|pdf|md|html|json] [--review] [--width PX] [--dpi N]</source>
        <translation>使い方: faultline export FILE [--from T] [--to T] [--lanes PID[:TID],...] -o OUT [--format png|svg|pdf|md|html|json] [--review] [--width PX] [--dpi N]</translation>
    </message>
    <message>
        <source>faultline export: the review report is md, html or pdf, not &apos;%1&apos;.</source>
        <translation>faultline export: レビューレポートの形式は md, html, pdf のいずれかです。&apos;%1&apos; は使えません。</translation>
    </message>
</context>
<context>
    <name>GpuTimeChart</name>
    <message>
        <source>Compute</source>
        <translation>計算</translation>
    </message>
    <message>
        <source>Communication (exposed)</source>
        <translation>通信 (計算と非重複)</translation>
    </message>
    <message>
        <source>Copies and memsets</source>
        <translation>コピーと memset</translation>
    </message>
    <message>
        <source>Idle: host sync</source>
        <translation>アイドル: ホスト同期</translation>
    </message>
    <message>
        <source>Idle: blocking copy</source>
        <translation>アイドル: ブロッキングコピー</translation>
    </message>
    <message>
        <source>Idle: waiting for input</source>
        <translation>アイドル: 入力待ち</translation>
    </message>
    <message>
        <source>Idle: CPU work</source>
        <translation>アイドル: CPU 処理</translation>
    </message>
    <message>
        <source>Idle: between launches</source>
        <translation>アイドル: 起動間</translation>
    </message>
    <message>
        <source>Idle: off-CPU</source>
        <translation>アイドル: オフ CPU</translation>
    </message>
    <message>
        <source>Idle: unknown</source>
        <translation>アイドル: 不明</translation>
    </message>
</context>
<context>
    <name>ImageWriter</name>
    <message>
        <source>The resolution must be between %1 and %2 DPI (got %3).</source>
        <translation>解像度は %1 から %2 DPI の間で指定してください (指定値 %3)。</translation>
    </message>
    <message>
        <source>The width must be between 1 and %1 pixels (got %2).</source>
        <translation>幅は 1 から %1 ピクセルの間で指定してください (指定値 %2)。</translation>
    </message>
    <message>
        <source>%1 pixels at %2 DPI is %3 inches: too narrow for a readable picture. Give at least %4 pixels at that resolution, or a lower resolution.</source>
        <translation>%2 DPI で %1 ピクセルは %3 インチで、読みやすい画像には狭すぎます。この解像度では少なくとも %4 ピクセルを指定するか、解像度を下げてください。</translation>
    </message>
    <message>
        <source>The picture would be %1 × %2 pixels; at most %3 pixels high can be written. Choose fewer lanes, a smaller width or a lower resolution.</source>
        <translation>画像は %1 × %2 ピクセルになりますが、書き込める高さは最大 %3 ピクセルです。レーンを減らすか、幅を小さくするか、解像度を下げてください。</translation>
    </message>
    <message>
        <source>Cannot start the SVG output.</source>
        <translation>SVG 出力を開始できません。</translation>
    </message>
    <message>
        <source>Cannot start the PDF output.</source>
        <translation>PDF 出力を開始できません。</translation>
    </message>
    <message>
        <source>Cannot write the PDF.</source>
        <translation>PDF を書き込めません。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
</context>
<context>
    <name>ImportCommand</name>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>The capture to write (.db).</source>
        <translation>書き出すキャプチャ (.db)。</translation>
    </message>
    <message>
        <source>Replace OUT if it exists.</source>
        <translation>OUT が存在する場合は置き換えます。</translation>
    </message>
    <message>
        <source>faultline import: %1</source>
        <translation>faultline import: %1</translation>
    </message>
    <message>
        <source>faultline import: %1 does not exist.</source>
        <translation>faultline import: %1 は存在しません。</translation>
    </message>
    <message>
        <source>%1: %2 events, %3 GPU activities (%4 linked to their launch), %5 stacks, %6 notes in %7 s</source>
        <translation>%1: イベント %2 件、GPU アクティビティ %3 件 (起動と結び付いたもの %4 件)、スタック %5 個、メモ %6 件、%7 秒</translation>
    </message>
    <message>
        <source>faultline import: expected FILE (or FOLDER) and -o OUT.db; see &apos;faultline import --help&apos;.</source>
        <translation>faultline import: FILE (または FOLDER) と -o OUT.db が必要です。&apos;faultline import --help&apos; を参照してください。</translation>
    </message>
    <message>
        <source>faultline import: %1 holds no PyTorch profiler trace or Nsight Systems export.</source>
        <translation>faultline import: %1 には PyTorch プロファイラのトレースも Nsight Systems のエクスポートもありません。</translation>
    </message>
    <message>
        <source>Usage: faultline import FILE|FOLDER... -o OUT.db [--force]</source>
        <translation>使い方: faultline import FILE|FOLDER... -o OUT.db [--force]</translation>
    </message>
    <message>
        <source>Converts a PyTorch profiler trace (Kineto JSON, .json or .json.gz) or an Nsight Systems SQLite export (nsys export --type sqlite) into a capture: CUDA calls with their Python stacks, the GPU&apos;s kernels, copies and memsets on their streams (view faultline_gpu_activity), the allocator&apos;s [memory] events and the user&apos;s ranges as notes. The trace is only read.</source>
        <translation>PyTorch プロファイラのトレース (Kineto JSON、.json または .json.gz) または Nsight Systems の SQLite エクスポート (nsys export --type sqlite) をキャプチャに変換します: Python スタック付きの CUDA 呼び出し、ストリーム上の GPU のカーネル・コピー・memset (ビュー faultline_gpu_activity)、アロケータの [memory] イベント、ユーザーの範囲はメモとして。トレースは読み取るだけです。</translation>
    </message>
    <message>
        <source>faultline import: warning: %1</source>
        <translation>faultline import: 警告: %1</translation>
    </message>
    <message>
        <source>Trace: .json, .json.gz (PyTorch profiler) or .sqlite (nsys). Several files, or a folder of them, make one capture with a node per rank: they are converted one per core at a time, with a line for each.</source>
        <translation>トレース: .json, .json.gz (PyTorch プロファイラ) または .sqlite (nsys)。複数のファイル、またはそれらを含むフォルダからは、ランクごとに 1 ノードを持つ 1 つのキャプチャを作成します: ファイルは同時にコアあたり 1 つずつ変換され、それぞれ 1 行ずつ出力されます。</translation>
    </message>
    <message>
        <source>[%1/%2] %3  %4  %5 MB  %6 s</source>
        <translation>[%1/%2] %3  %4  %5 MB  %6 秒</translation>
    </message>
    <message numerus="yes">
        <source>merging %n traces into %1…</source>
        <translation>
            <numerusform>%n 個のトレースを %1 に統合中…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JsonSnapshotReader</name>
    <message>
        <source>a malformed \u escape at byte %1</source>
        <translation>バイト %1 の \u エスケープが不正です</translation>
    </message>
    <message>
        <source>an unknown escape in a string at byte %1</source>
        <translation>バイト %1 の文字列に不明なエスケープがあります</translation>
    </message>
    <message>
        <source>a number longer than 400 characters at byte %1</source>
        <translation>バイト %1 の数値が 400 文字を超えています</translation>
    </message>
    <message>
        <source>a malformed number at byte %1</source>
        <translation>バイト %1 の数値が不正です</translation>
    </message>
    <message>
        <source>an unexpected character at byte %1</source>
        <translation>バイト %1 に予期しない文字があります</translation>
    </message>
    <message>
        <source>expected a string key at byte %1</source>
        <translation>バイト %1 には文字列のキーが必要です</translation>
    </message>
    <message>
        <source>expected &apos;:&apos; at byte %1</source>
        <translation>バイト %1 には &apos;:&apos; が必要です</translation>
    </message>
    <message>
        <source>expected &apos;,&apos; or the end of a container at byte %1</source>
        <translation>バイト %1 には &apos;,&apos; またはコンテナの終端が必要です</translation>
    </message>
    <message>
        <source>cancelled</source>
        <extracomment>reading the file was cancelled</extracomment>
        <translation>キャンセルされました</translation>
    </message>
    <message>
        <source>the file ends at byte %1, inside the JSON document</source>
        <translation>ファイルが JSON ドキュメントの途中 (バイト %1) で終わっています</translation>
    </message>
</context>
<context>
    <name>LaneKind</name>
    <message>
        <source>CUDA runtime</source>
        <translation>CUDA ランタイム</translation>
    </message>
    <message>
        <source>CUDA driver</source>
        <translation>CUDA ドライバ</translation>
    </message>
    <message>
        <source>Off-CPU</source>
        <translation>オフ CPU</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Block IO</source>
        <translation>ブロック I/O</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>ネットワーク</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>GPU stream</source>
        <translation>GPU ストリーム</translation>
    </message>
</context>
<context>
    <name>LaneSelection</name>
    <message>
        <source>--lanes: &apos;%1&apos; is not PID or PID:TID.</source>
        <translation>--lanes: &apos;%1&apos; は PID または PID:TID ではありません。</translation>
    </message>
    <message>
        <source>--lanes: the capture has no thread %1 in process %2.</source>
        <translation>--lanes: キャプチャにはプロセス %2 のスレッド %1 がありません。</translation>
    </message>
    <message>
        <source>--lanes: the capture has no process or thread %1.</source>
        <translation>--lanes: キャプチャにはプロセスまたはスレッド %1 がありません。</translation>
    </message>
</context>
<context>
    <name>MappedFile</name>
    <message>
        <source>it is a directory</source>
        <extracomment>Why a snapshot cannot be read: the path names a folder.</extracomment>
        <translation>フォルダです</translation>
    </message>
</context>
<context>
    <name>MultiAttach</name>
    <message>
        <source>no node to attach to</source>
        <translation>接続するノードがありません</translation>
    </message>
    <message>
        <source>%1 exists; choose another file or replace it explicitly</source>
        <translation>%1 は既に存在します。別のファイルを選ぶか、明示的に置き換えてください</translation>
    </message>
    <message>
        <source>no node sent an event</source>
        <translation>どのノードからもイベントが届きませんでした</translation>
    </message>
    <message>
        <source>cannot merge the nodes&apos; captures into %1: %2</source>
        <translation>各ノードのキャプチャを %1 に統合できません: %2</translation>
    </message>
</context>
<context>
    <name>NotesCommand</name>
    <message>
        <source>Lists and adds the notes of a capture (kept in FILE.faultline-notes.json beside it), or saves a copy of the capture with the notes in its annotations table.</source>
        <translation>キャプチャのメモ (隣の FILE.faultline-notes.json に保存) を一覧表示・追加するか、メモを annotations テーブルに入れたキャプチャのコピーを保存します。</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>このヘルプを表示します。</translation>
    </message>
    <message>
        <source>List the notes (tab-separated).</source>
        <translation>メモを一覧表示します (タブ区切り)。</translation>
    </message>
    <message>
        <source>Add a note at T: --add-point T TEXT.</source>
        <translation>T にメモを追加: --add-point T TEXT。</translation>
    </message>
    <message>
        <source>Add a note over T1..T2: --add-span T1 T2 TEXT.</source>
        <translation>T1..T2 にわたるメモを追加: --add-span T1 T2 TEXT。</translation>
    </message>
    <message>
        <source>Author of the added note (default: $USER).</source>
        <translation>追加するメモの作成者 (既定: $USER)。</translation>
    </message>
    <message>
        <source>Colour of the added note, #rrggbb.</source>
        <translation>追加するメモの色 (#rrggbb)。</translation>
    </message>
    <message>
        <source>Write a copy of the capture with the notes in its annotations table.</source>
        <translation>メモを annotations テーブルに入れたキャプチャのコピーを書き込みます。</translation>
    </message>
    <message>
        <source>Capture (.db, .sqlite).</source>
        <translation>キャプチャ (.db, .sqlite)。</translation>
    </message>
    <message>
        <source>Usage: faultline notes FILE [--list | --add-point T TEXT | --add-span T1 T2 TEXT | --save-copy OUT] [--author NAME] [--colour #rrggbb]</source>
        <translation>使い方: faultline notes FILE [--list | --add-point T TEXT | --add-span T1 T2 TEXT | --save-copy OUT] [--author NAME] [--colour #rrggbb]</translation>
    </message>
    <message>
        <source>faultline notes: %1</source>
        <translation>faultline notes: %1</translation>
    </message>
    <message>
        <source>faultline notes: expected FILE and one of --list, --add-point T TEXT, --add-span T1 T2 TEXT or --save-copy OUT; see &apos;faultline notes --help&apos;.</source>
        <translation>faultline notes: FILE と、--list, --add-point T TEXT, --add-span T1 T2 TEXT, --save-copy OUT のいずれかが必要です。&apos;faultline notes --help&apos; を参照してください。</translation>
    </message>
    <message>
        <source>faultline notes: %1 does not exist.</source>
        <translation>faultline notes: %1 は存在しません。</translation>
    </message>
    <message>
        <source>faultline notes: cannot load %1: %2</source>
        <translation>faultline notes: %1 を読み込めません: %2</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %1 with %n note(s).</source>
        <translation>
            <numerusform>%n 件のメモ付きで %1 を書き込みました。</numerusform>
        </translation>
    </message>
    <message>
        <source>faultline notes: cannot read the time &apos;%1&apos; (try 12.5, 12.5s, 300ms or @UNIX_NS).</source>
        <translation>faultline notes: 時刻 &apos;%1&apos; を読み取れません (12.5, 12.5s, 300ms, @UNIX_NS などを試してください)。</translation>
    </message>
    <message>
        <source>Added note %1 to %2.</source>
        <translation>メモ %1 を %2 に追加しました。</translation>
    </message>
</context>
<context>
    <name>OomExplainer</name>
    <message>
        <source>ignored an implausible figure: %1 %2</source>
        <extracomment>%1 is a number and %2 its unit as the error message printed them (&quot;17179869184.00&quot; &quot;GiB&quot;)</extracomment>
        <translation>あり得ない値 %1 %2 を無視しました</translation>
    </message>
    <message>
        <source>Set PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True. Segments then grow in place and free pages can be mapped again where they are needed, so a large tensor no longer needs one contiguous hole inside a single cudaMalloc.</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True を設定してください。セグメントがその場で拡張され、空きページを必要な場所に再マップできるようになるため、大きなテンソルのために単一の cudaMalloc 内の連続した空き領域を必要としなくなります。</translation>
    </message>
    <message>
        <source>expandable_segments is already on: what remains are holes between live blocks of the same mapping, so fewer long-lived tensors scattered between short-lived ones is what helps (allocate persistent buffers first).</source>
        <translation>expandable_segments はすでに有効です。残っているのは同じマッピング内の生存ブロック間の隙間なので、短命なテンソルの間に散らばる長寿命のテンソルを減らすことが有効です (永続的なバッファを最初に割り当ててください)。</translation>
    </message>
    <message>
        <source>If expandable segments are not an option, set max_split_size_mb:%1. Blocks of that size or more are then never cut up for small requests, which keeps large free blocks whole for large tensors (at the price of more cached memory).</source>
        <extracomment>%1 is a whole number of MiB, part of the setting max_split_size_mb:%1 (keep that text as it is)</extracomment>
        <translation>expandable_segments を使えない場合は、max_split_size_mb:%1 を設定してください。そのサイズ以上のブロックが小さな要求のために分割されなくなり、大きな空きブロックが大きなテンソル用にそのまま残ります (その代わり、キャッシュされるメモリは増えます)。</translation>
    </message>
    <message>
        <source>max_split_size is already set (%1); a lower value keeps more large blocks whole, a higher one wastes less.</source>
        <extracomment>%1 is a size like 128.00 MiB</extracomment>
        <translation>max_split_size はすでに設定されています (%1)。値を下げると大きなブロックをより多くそのまま残せ、上げると無駄が減ります。</translation>
    </message>
    <message>
        <source>%1 sits in whole free segments: torch.cuda.empty_cache() would return it to the driver, which helps other processes on this GPU. It would not have saved this allocation: the allocator frees such segments by itself before it gives up.</source>
        <extracomment>%1 is a size like 2.50 GiB</extracomment>
        <translation>%1 は全体が空きのセグメントにあります。torch.cuda.empty_cache() を呼ぶとこれがドライバに返却され、この GPU 上の他のプロセスの助けになります。ただし、今回の割り当ては救えなかったはずです。アロケータは割り当てを諦める前に、そのようなセグメントを自ら解放するからです。</translation>
    </message>
    <message>
        <source>torch.cuda.empty_cache() would not have helped: before raising the error the allocator already returns every whole free segment to the driver.</source>
        <translation>torch.cuda.empty_cache() は役に立たなかったはずです。アロケータはエラーを送出する前に、全体が空きのセグメントをすべてドライバに返却済みだからです。</translation>
    </message>
    <message>
        <source>%1 is free inside segments that still hold live tensors; empty_cache() cannot release that, only fewer splits can (expandable_segments, max_split_size_mb).</source>
        <extracomment>%1 is a size like 2.50 GiB</extracomment>
        <translation>生存中のテンソルをまだ保持しているセグメント内に %1 の空きがあります。これは empty_cache() では解放できず、分割を減らすこと (expandable_segments、max_split_size_mb) でしか解消できません。</translation>
    </message>
    <message>
        <source>Lower the peak: a smaller batch or sequence length, activation checkpointing, lower precision (bf16/fp16), or dropping references to tensors sooner.</source>
        <translation>ピークを下げてください: バッチサイズやシーケンス長を小さくする、アクティベーションチェックポイントを使う、精度を下げる (bf16/fp16)、テンソルへの参照を早めに手放す、などの方法があります。</translation>
    </message>
    <message>
        <source> The largest live allocation sites were: %1.</source>
        <extracomment>Appended to the previous advice; mind the leading space. %1 lists code locations with their sizes, separated by semicolons: &quot;train.py:42:forward (1.50 GiB); model.py:7:attn (512.00 MiB)&quot;</extracomment>
        <translation>生存中の割り当てが最も大きかった箇所: %1。</translation>
    </message>
    <message>
        <source>There is no trace entry %1 on device %2.</source>
        <extracomment>%1 is a position in the device&apos;s allocator trace, %2 a device number</extracomment>
        <translation>デバイス %2 にトレースエントリ %1 はありません。</translation>
    </message>
    <message>
        <source>Request: %1 on device %2 (stream %3, a private pool), trace entry %4.</source>
        <extracomment>%1 is a size like 2.00 GiB, %2 a device number, %3 a CUDA stream id, %4 a position in the allocator trace</extracomment>
        <translation>要求: デバイス %2 で %1 (ストリーム %3、プライベートプール)、トレースエントリ %4。</translation>
    </message>
    <message>
        <source>Request: %1 on device %2 (stream %3), trace entry %4.</source>
        <extracomment>%1 is a size like 2.00 GiB, %2 a device number, %3 a CUDA stream id, %4 a position in the allocator trace</extracomment>
        <translation>要求: デバイス %2 で %1 (ストリーム %3)、トレースエントリ %4。</translation>
    </message>
    <message>
        <source>Free in segments that could serve this request: %1; the largest piece: %2.</source>
        <extracomment>%1 and %2 are sizes like 2.00 GiB</extracomment>
        <translation>この要求に応じられるセグメント内の空き: %1。最大の空きブロック: %2。</translation>
    </message>
    <message>
        <source>Free in segments of other streams: %1.</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>他のストリームのセグメント内の空き: %1。</translation>
    </message>
    <message>
        <source>Private pools (CUDA graphs, MemPool) reserve %1, %2 of it free.</source>
        <extracomment>%1 and %2 are sizes like 2.00 GiB; %2 is the free part of %1</extracomment>
        <translation>プライベートプール (CUDA グラフ、MemPool) が %1 を予約しており、そのうち %2 が空きです。</translation>
    </message>
    <message>
        <source>Of the %1 on the GPU, %2 was neither free nor reserved by this allocator.</source>
        <extracomment>%1 is the GPU&apos;s total memory and %2 a part of it, sizes like 80.00 GiB</extracomment>
        <translation>GPU の %1 のうち、%2 は空きでもこのアロケータの予約分でもありませんでした。</translation>
    </message>
    <message>
        <source>Just before the failure %1 segments (%2) were released: the allocator&apos;s flush-and-retry ran and did not find enough.</source>
        <extracomment>%1 is a number of segments (1 or more), %2 their total size like 2.00 GiB</extracomment>
        <translation>失敗の直前に %1 個のセグメント (%2) が解放されました。アロケータはキャッシュを解放して再試行しましたが、十分なメモリは見つかりませんでした。</translation>
    </message>
    <message>
        <source>Fragmentation: a free block of %1 on this stream looked large enough for %2, yet the allocator could not use it (an oversize block kept for larger requests when max_split_size is set, or a block freed while the failing call ran).</source>
        <extracomment>%1 is the size of a free block, %2 the requested size, both like 2.00 GiB</extracomment>
        <translation>断片化: このストリーム上の %1 の空きブロックは %2 に十分な大きさに見えましたが、アロケータはそれを使えませんでした (max_split_size の設定時に大きな要求のために取っておかれる特大ブロックか、失敗した呼び出しの実行中に解放されたブロックです)。</translation>
    </message>
    <message>
        <source>Fragmentation: %1 was free in PyTorch&apos;s cached segments on this stream, more than the %2 requested, but split into holes between live tensors; the largest was %3, and the GPU had only %4 left for a new segment.</source>
        <extracomment>%1 is the free total, %2 the requested size, %3 the largest hole, %4 the GPU&apos;s free memory</extracomment>
        <translation>断片化: このストリーム上の PyTorch のキャッシュ済みセグメントには、要求された %2 を上回る %1 の空きがありましたが、生存中のテンソルの間の隙間に分かれていました。最大の隙間は %3 で、新しいセグメント用に GPU に残っていたのは %4 だけでした。</translation>
    </message>
    <message>
        <source>Fragmentation: the holes in cached segments (%1) and the GPU&apos;s free memory (%2) would together hold the %3 requested, but neither on its own: a new segment needs %3 of contiguous free device memory, and the cached holes are scattered.</source>
        <extracomment>%1 is the free total in cached holes, %2 the GPU&apos;s free memory, %3 the requested size</extracomment>
        <translation>断片化: キャッシュ済みセグメントの隙間 (%1) と GPU の空きメモリ (%2) を合わせれば要求された %3 が収まりますが、どちらか単独では収まりません。新しいセグメントには %3 の連続した空きデバイスメモリが必要で、キャッシュ内の隙間は散らばっています。</translation>
    </message>
    <message>
        <source>private pools</source>
        <extracomment>Where the memory was: shown in parentheses after the cause</extracomment>
        <translation>プライベートプール</translation>
    </message>
    <message>
        <source>Memory held in private pools: %1 lay free inside private pools (CUDA graphs or torch.cuda.MemPool), which ordinary allocations cannot use; with it the %2 request would have fit.</source>
        <extracomment>%1 is the free size inside private pools, %2 the requested size</extracomment>
        <translation>プライベートプールに保持されたメモリ: プライベートプール (CUDA グラフまたは torch.cuda.MemPool) 内に %1 の空きがありましたが、通常の割り当てはこれを使えません。これを使えれば %2 の要求は収まっていました。</translation>
    </message>
    <message>
        <source>Free CUDA graphs that are no longer replayed (and with them their pools), let graphs share one memory pool, or capture fewer graphs.</source>
        <translation>もうリプレイしない CUDA グラフを (そのプールごと) 解放するか、複数のグラフで 1 つのメモリプールを共有するか、キャプチャするグラフを減らしてください。</translation>
    </message>
    <message>
        <source>other streams</source>
        <extracomment>Where the memory was: shown in parentheses after the cause</extracomment>
        <translation>他のストリーム</translation>
    </message>
    <message>
        <source>Memory held on other streams: %1 lay free in segments cached for other CUDA streams, and the caching allocator reuses a block only on the stream it was allocated on.</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>他のストリームに保持されたメモリ: 他の CUDA ストリーム用にキャッシュされたセグメントに %1 の空きがありましたが、キャッシングアロケータはブロックを割り当て元のストリームでしか再利用しません。</translation>
    </message>
    <message>
        <source>Allocate on fewer side streams, or free tensors on the stream that allocated them; tensor.record_stream() ties a block to another stream until that stream catches up.</source>
        <translation>割り当てを行うサイドストリームを減らすか、テンソルはそれを割り当てたストリーム上で解放してください。tensor.record_stream() は、そのストリームの処理が追いつくまでブロックを別のストリームに結び付けます。</translation>
    </message>
    <message>
        <source>other processes</source>
        <extracomment>Where the memory was: shown in parentheses after the cause</extracomment>
        <translation>他のプロセス</translation>
    </message>
    <message>
        <source>Memory held elsewhere: the GPU has %1 but only %2 was free and this allocator had reserved %3; %4 is used outside it (other processes, the CUDA context, libraries such as NCCL or cuBLAS).</source>
        <extracomment>%1 is the GPU&apos;s total memory, %2 its free part, %3 what this allocator reserved, %4 the rest</extracomment>
        <translation>別の場所に保持されたメモリ: GPU には %1 ありますが、空きは %2 だけで、このアロケータが予約していたのは %3 でした。%4 はこのアロケータの外 (他のプロセス、CUDA コンテキスト、NCCL や cuBLAS などのライブラリ) で使用されています。</translation>
    </message>
    <message>
        <source>See what else runs on GPU %1 (nvidia-smi) and give this job the GPU to itself, or limit the others; every process also pays a CUDA context of a few hundred MiB.</source>
        <extracomment>%1 is a GPU number</extracomment>
        <translation>GPU %1 で他に何が動いているかを確認し (nvidia-smi)、このジョブに GPU を専有させるか、他のプロセスを制限してください。また、どのプロセスも数百 MiB の CUDA コンテキストを消費します。</translation>
    </message>
    <message>
        <source>Genuine exhaustion: live tensors held %1 (plus %2 freed but still in use on other streams); the %3 request was more than the %4 free on the GPU and the %5 cached by PyTorch together. Only a smaller peak helps.</source>
        <extracomment>%1 is held by live tensors, %2 freed but pending, %3 requested, %4 free on the GPU, %5 cached</extracomment>
        <translation>真のメモリ枯渇: 生存中のテンソルが %1 を保持しており (ほかに、解放済みだが他のストリームでまだ使用中のものが %2)、%3 の要求は GPU の空き %4 と PyTorch のキャッシュ %5 の合計を上回っていました。ピークを下げる以外に解決策はありません。</translation>
    </message>
    <message>
        <source>Genuine exhaustion: live tensors held %1; the %2 request was more than the %3 free on the GPU and the %4 cached by PyTorch together. Only a smaller peak helps.</source>
        <extracomment>%1 is held by live tensors, %2 requested, %3 free on the GPU, %4 cached</extracomment>
        <translation>真のメモリ枯渇: 生存中のテンソルが %1 を保持しており、%2 の要求は GPU の空き %3 と PyTorch のキャッシュ %4 の合計を上回っていました。ピークを下げる以外に解決策はありません。</translation>
    </message>
    <message>
        <source>If the GPU has more than %1, the rest is used outside this allocator (other processes, the CUDA context, NCCL): check nvidia-smi.</source>
        <extracomment>%1 is a size like 24.00 GiB</extracomment>
        <translation>GPU のメモリが %1 より多い場合、残りはこのアロケータの外 (他のプロセス、CUDA コンテキスト、NCCL) で使用されています。nvidia-smi で確認してください。</translation>
    </message>
    <message>
        <source>%1 different request sizes above 1 MiB appear before the failure. roundup_power2_divisions:4 rounds sizes up to quarter steps between powers of two, so a freed block fits the next request of a similar size (slightly more rounding, fewer holes).</source>
        <extracomment>%1 is a count (32 or more); keep roundup_power2_divisions:4 as it is</extracomment>
        <translation>失敗までに 1 MiB を超える要求サイズが %1 種類現れています。roundup_power2_divisions:4 はサイズを 2 のべき乗の間を 4 等分した刻みに切り上げるため、解放されたブロックが次の同程度のサイズの要求に収まるようになります (丸めはやや増えますが、隙間は減ります)。</translation>
    </message>
    <message>
        <source>garbage_collection_threshold:0.8 (it needs torch.cuda.set_per_process_memory_fraction) returns old cached blocks earlier, before the synchronising free-everything-and-retry path seen here.</source>
        <extracomment>keep garbage_collection_threshold:0.8 as it is: it is a setting</extracomment>
        <translation>garbage_collection_threshold:0.8 (torch.cuda.set_per_process_memory_fraction が必要) を使うと、ここで見られた、同期を伴う「すべて解放して再試行」の経路に入る前に、古いキャッシュ済みブロックが早めに返却されます。</translation>
    </message>
    <message>
        <source>No out-of-memory message was found in the text.</source>
        <translation>テキストにメモリ不足のメッセージは見つかりませんでした。</translation>
    </message>
    <message>
        <source>Request: %1 on device %2.</source>
        <extracomment>%1 is a size like 2.00 GiB, %2 a device number</extracomment>
        <translation>要求: デバイス %2 で %1。</translation>
    </message>
    <message>
        <source>Request: %1 on GPU %2.</source>
        <extracomment>%1 is a size like 2.00 GiB, %2 a GPU number</extracomment>
        <translation>要求: GPU %2 で %1。</translation>
    </message>
    <message>
        <source>Request: %1 on %2 %3.</source>
        <extracomment>%1 is a size like 2.00 GiB, %2 the kind of device as the error names it (CUDA, NPU, XPU), %3 its number</extracomment>
        <translation>要求: %2 %3 で %1。</translation>
    </message>
    <message>
        <source>Capacity %1, free %2.</source>
        <extracomment>%1 is the GPU&apos;s total memory, %2 its free part (sizes like 80.00 GiB, or ? when unknown)</extracomment>
        <translation>容量 %1、空き %2。</translation>
    </message>
    <message>
        <source>PyTorch reserved %1: %2 allocated, %3 in private pools, %4 reserved but unallocated.</source>
        <extracomment>%1 is reserved in total, of which %2 allocated, %3 in private pools and %4 unallocated</extracomment>
        <translation>PyTorch の予約 %1: 割り当て済み %2、プライベートプール内 %3、予約済みだが未割り当て %4。</translation>
    </message>
    <message>
        <source>PyTorch reserved %1: %2 allocated, %3 reserved but unallocated.</source>
        <extracomment>%1 is reserved in total, of which %2 allocated and %3 unallocated</extracomment>
        <translation>PyTorch の予約 %1: 割り当て済み %2、予約済みだが未割り当て %3。</translation>
    </message>
    <message>
        <source>Process %1 uses %2.</source>
        <extracomment>%1 is a process id, %2 a size like 2.00 GiB</extracomment>
        <translation>プロセス %1 が %2 を使用しています。</translation>
    </message>
    <message>
        <source>%1 of the GPU is neither free nor reserved by this process&apos;s allocator.</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>GPU の %1 は、空きでもこのプロセスのアロケータの予約分でもありません。</translation>
    </message>
    <message>
        <source>The process may use at most %1 (per-process memory fraction).</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>このプロセスが使用できるのは最大 %1 です (プロセスごとのメモリ割合)。</translation>
    </message>
    <message>
        <source>Note: %1.</source>
        <extracomment>%1 is a remark about the error message, such as &quot;ignored an implausible figure: 1e18 GiB&quot;</extracomment>
        <translation>注記: %1。</translation>
    </message>
    <message>
        <source>The message is cut short; some figures are missing.</source>
        <translation>メッセージが途中で切れており、一部の数値が欠けています。</translation>
    </message>
    <message>
        <source>Genuine exhaustion under cudaMallocAsync: %1 was allocated and CUDA had %2 free, less than the %3 requested.</source>
        <extracomment>%1 is the allocated size, %2 the free size, %3 the requested size</extracomment>
        <translation>cudaMallocAsync での真のメモリ枯渇: %1 が割り当て済みで、CUDA の空きは %2 と、要求された %3 より少なくなっていました。</translation>
    </message>
    <message>
        <source>cudaMallocAsync could not place %1 although CUDA reported %2 free: the driver&apos;s pool is fragmented or a memory-fraction limit applies.</source>
        <extracomment>%1 is the requested size, %2 the free size</extracomment>
        <translation>CUDA は空きを %2 と報告していましたが、cudaMallocAsync は %1 を配置できませんでした。ドライバのプールが断片化しているか、メモリ割合の上限が適用されています。</translation>
    </message>
    <message>
        <source>The limit set by torch.cuda.set_per_process_memory_fraction (%1) is what ran out; raise it if the GPU has room.</source>
        <extracomment>%1 is a size like 40.00 GiB</extracomment>
        <translation>使い切ったのは torch.cuda.set_per_process_memory_fraction で設定された上限 (%1) です。GPU に余裕がある場合は上限を引き上げてください。</translation>
    </message>
    <message>
        <source>The cap from torch.cuda.set_per_process_memory_fraction (%1 allowed) is what ran out, not the GPU; raise it if the GPU has room.</source>
        <extracomment>%1 is a size like 40.00 GiB</extracomment>
        <translation>使い切ったのは GPU ではなく、torch.cuda.set_per_process_memory_fraction による上限 (許容 %1) です。GPU に余裕がある場合は上限を引き上げてください。</translation>
    </message>
    <message>
        <source>Fragmentation: %1 was reserved by PyTorch but unallocated, more than the %2 requested, yet no single free block was large enough.</source>
        <extracomment>%1 is the reserved-but-unallocated size, %2 the requested size</extracomment>
        <translation>断片化: PyTorch が予約済みで未割り当てのメモリが、要求された %2 を上回る %1 ありましたが、十分な大きさの空きブロックは 1 つもありませんでした。</translation>
    </message>
    <message>
        <source>Fragmentation: the reserved-but-unallocated memory (%1) and the GPU&apos;s free memory (%2) together exceed the %3 requested, but neither on its own is a contiguous piece that large.</source>
        <extracomment>%1 is the reserved-but-unallocated size, %2 the GPU&apos;s free memory, %3 the requested size</extracomment>
        <translation>断片化: 予約済みだが未割り当てのメモリ (%1) と GPU の空きメモリ (%2) の合計は要求された %3 を上回りますが、どちらも単独ではそれだけの大きさの連続した領域になっていません。</translation>
    </message>
    <message>
        <source>torch.cuda.empty_cache() would not have helped: the allocator already returns whole free segments before raising the error, and free space inside used segments cannot be returned.</source>
        <translation>torch.cuda.empty_cache() は役に立たなかったはずです。アロケータはエラーを送出する前に全体が空きのセグメントを返却済みであり、使用中のセグメント内の空き領域は返却できないからです。</translation>
    </message>
    <message>
        <source>this process outside PyTorch</source>
        <extracomment>Where the memory was: shown in parentheses after the cause</extracomment>
        <translation>このプロセス内の PyTorch 外</translation>
    </message>
    <message>
        <source>Memory held elsewhere: this process uses %1 of the GPU but PyTorch reserved only %2; %3 belongs to the CUDA context and libraries that allocate on their own (NCCL, cuBLAS/cuDNN workspaces, other frameworks). Without it the %4 request would have fit.</source>
        <extracomment>%1 is this process&apos;s use, %2 PyTorch&apos;s reservation, %3 the rest, %4 the requested size</extracomment>
        <translation>別の場所に保持されたメモリ: このプロセスは GPU の %1 を使用していますが、PyTorch が予約したのは %2 だけです。%3 は CUDA コンテキストと、独自に割り当てを行うライブラリ (NCCL、cuBLAS/cuDNN のワークスペース、他のフレームワーク) が使用しています。これがなければ %4 の要求は収まっていました。</translation>
    </message>
    <message>
        <source>Look for memory allocated outside PyTorch&apos;s allocator in this process (NCCL buffers, another framework such as JAX or TensorFlow, custom CUDA extensions) and cap it.</source>
        <translation>このプロセス内で PyTorch のアロケータの外で割り当てられたメモリ (NCCL のバッファ、JAX や TensorFlow などの他のフレームワーク、独自の CUDA 拡張) を特定し、上限を設けてください。</translation>
    </message>
    <message>
        <source>Memory held elsewhere: %1 of the %2 GPU was used outside this process&apos;s allocator; without it the %3 request would have fit.</source>
        <extracomment>%1 is the size used elsewhere, %2 the GPU&apos;s total memory, %3 the requested size</extracomment>
        <translation>別の場所に保持されたメモリ: %2 の GPU のうち %1 がこのプロセスのアロケータの外で使用されていました。これがなければ %3 の要求は収まっていました。</translation>
    </message>
    <message>
        <source>Memory held elsewhere: %1 of the %2 GPU was used outside this process&apos;s allocator (other processes: %3); without it the %4 request would have fit.</source>
        <extracomment>%1 is the size used elsewhere, %2 the GPU&apos;s total memory, %3 a list of process ids with their sizes (&quot;1234 (2.00 GiB), 5678 (1.00 GiB)&quot;), %4 the requested size</extracomment>
        <translation>別の場所に保持されたメモリ: %2 の GPU のうち %1 がこのプロセスのアロケータの外で使用されていました (他のプロセス: %3)。これがなければ %4 の要求は収まっていました。</translation>
    </message>
    <message>
        <source>Memory held in private pools: %1 is allocated in private pools (CUDA graphs or torch.cuda.MemPool) and cannot serve other allocations.</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>プライベートプールに保持されたメモリ: %1 がプライベートプール (CUDA グラフまたは torch.cuda.MemPool) に割り当てられており、他の割り当てには使えません。</translation>
    </message>
    <message>
        <source>Genuine exhaustion: %1 was allocated by live tensors and the %2 request exceeds the %3 free plus the %4 reserved but unallocated.</source>
        <extracomment>%1 is the allocated size, %2 the requested size, %3 the free size, %4 the reserved-but-unallocated size</extracomment>
        <translation>真のメモリ枯渇: 生存中のテンソルが %1 を割り当てており、%2 の要求は空き %3 と予約済みだが未割り当ての %4 の合計を上回っています。</translation>
    </message>
    <message>
        <source>The message is too short to tell why %1 could not be allocated.</source>
        <extracomment>%1 is a size like 2.00 GiB</extracomment>
        <translation>メッセージが短すぎるため、%1 を割り当てられなかった理由を判別できません。</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>断片化</translation>
    </message>
    <message>
        <source>exhaustion</source>
        <translation>メモリ枯渇</translation>
    </message>
    <message>
        <source>memory held elsewhere</source>
        <translation>別の場所に保持されたメモリ</translation>
    </message>
    <message>
        <source>exhaustion or fragmentation (cannot tell)</source>
        <translation>メモリ枯渇または断片化 (判別不可)</translation>
    </message>
    <message>
        <source>To tell, record the job with faultline-probe&apos;s tensor events (on unless --no-tensors; faultline-probe check --pid says whether the process&apos;s allocator can be traced), or open the job&apos;s memory snapshot (torch.cuda.memory._record_memory_history(), then torch.cuda.memory._dump_snapshot() where the error is caught) in Faultline.</source>
        <translation>判別するには、faultline-probe のテンソルイベント付きでジョブを記録するか (--no-tensors を指定しない限り有効。プロセスのアロケータをトレースできるかどうかは faultline-probe check --pid でわかります)、ジョブのメモリスナップショット (torch.cuda.memory._record_memory_history() を呼び出し、エラーを捕捉した箇所で torch.cuda.memory._dump_snapshot() を呼び出して作成) を Faultline で開いてください。</translation>
    </message>
    <message>
        <source>If it is fragmentation, PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True lets freed space serve a large request; if it is exhaustion, only a smaller peak helps (a smaller batch or sequence length, activation checkpointing, bf16).</source>
        <translation>断片化であれば、PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True を設定すると、解放された領域を大きな要求に使えるようになります。メモリ枯渇であれば、ピークを下げる以外に解決策はありません (バッチサイズやシーケンス長を小さくする、アクティベーションチェックポイント、bf16)。</translation>
    </message>
    <message>
        <source>unknown</source>
        <extracomment>A figure the capture or snapshot does not have, in place of a size</extracomment>
        <translation>不明</translation>
    </message>
    <message>
        <source>The GPU&apos;s free memory: %1. The process held %2 in %3 segments (cudaMalloc); how much of them live tensors used is not recorded.</source>
        <extracomment>%1 is the GPU&apos;s free memory (a size, or &quot;unknown&quot;), %2 a size like 60.0 GiB, %3 a number of segments</extracomment>
        <translation>GPU の空きメモリ: %1。プロセスは %3 個のセグメント (cudaMalloc) に %2 を保持していました。そのうち生存中のテンソルが使っていた量は記録されていません。</translation>
    </message>
    <message>
        <source>The GPU&apos;s free memory: %1. PyTorch had reserved %2: %3 allocated, %4 freed but still in use on another stream, %5 cached free.</source>
        <extracomment>%1 is the GPU&apos;s free memory (a size, or &quot;unknown&quot;), %2..%5 are sizes like 2.00 GiB</extracomment>
        <translation>GPU の空きメモリ: %1。PyTorch は %2 を予約していました: 割り当て済み %3、解放済みだが別のストリームで使用中 %4、キャッシュ済みの空き %5。</translation>
    </message>
    <message>
        <source>Exhaustion or fragmentation: the capture cannot tell. It traced the allocator&apos;s segments (%2 in %3 segments when %1 was asked), not the tensors inside them, so it does not know how much of that memory was free.</source>
        <extracomment>%1 is the requested size, %2 what the process held, %3 its number of segments</extracomment>
        <translation>メモリ枯渇または断片化: キャプチャからは判別できません。トレースしたのはアロケータのセグメント (%1 が要求された時点で %3 個のセグメントに %2) で、その中のテンソルではないため、そのメモリのうちどれだけが空いていたかはわかりません。</translation>
    </message>
    <message>
        <source>Genuine exhaustion: live tensors held %1; the %2 request was more than the %3 cached by PyTorch, and the GPU had too little free for a new segment (the snapshot does not say how much). Only a smaller peak helps.</source>
        <extracomment>%1 is held by live tensors, %2 requested, %3 cached</extracomment>
        <translation>真のメモリ枯渇: 生存中のテンソルが %1 を保持しており、%2 の要求は PyTorch のキャッシュ %3 を上回り、GPU にも新しいセグメントを確保するだけの空きがありませんでした (空きの量はスナップショットに記録されていません)。ピークを下げる以外に解決策はありません。</translation>
    </message>
</context>
<context>
    <name>PerfettoExport</name>
    <message>
        <source>The output is not open for writing.</source>
        <translation>出力が書き込み用に開かれていません。</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Cannot write the export: %1</source>
        <translation>エクスポートを書き込めません: %1</translation>
    </message>
</context>
<context>
    <name>PickleReader</name>
    <message>
        <source>the stack has too few values for %1 at byte %2</source>
        <extracomment>%1 is a pickle opcode&apos;s name (&quot;APPENDS&quot;)</extracomment>
        <translation>バイト %2 の %1 に対してスタックの値が足りません</translation>
    </message>
    <message>
        <source>%1 without a MARK at byte %2</source>
        <extracomment>%1 is a pickle opcode&apos;s name (&quot;APPENDS&quot;)</extracomment>
        <translation>バイト %2 の %1 に対応する MARK がありません</translation>
    </message>
    <message>
        <source>corrupt MARK at byte %1</source>
        <translation>バイト %1 の MARK が破損しています</translation>
    </message>
    <message>
        <source>memo entry %1 is used before it is defined (byte %2)</source>
        <translation>memo エントリ %1 が定義前に使われています (バイト %2)</translation>
    </message>
    <message>
        <source>a text operand longer than %1 bytes at byte %2</source>
        <translation>バイト %2 のテキストオペランドが %1 バイトを超えています</translation>
    </message>
    <message>
        <source>POP on an empty stack at byte %1</source>
        <translation>バイト %1 で空のスタックに対して POP しています</translation>
    </message>
    <message>
        <source>LONG4 with a negative length at byte %1</source>
        <translation>バイト %1 の LONG4 の長さが負です</translation>
    </message>
    <message>
        <source>a malformed integer at byte %1</source>
        <translation>バイト %1 の整数が不正です</translation>
    </message>
    <message>
        <source>DICT with an odd number of items at byte %1</source>
        <translation>バイト %1 の DICT の要素数が奇数です</translation>
    </message>
    <message>
        <source>%1 (APPEND at byte %2)</source>
        <extracomment>%1 is why the item could not be added</extracomment>
        <translation>%1 (バイト %2 の APPEND)</translation>
    </message>
    <message>
        <source>%1 (SETITEM at byte %2)</source>
        <extracomment>%1 is why the item could not be set</extracomment>
        <translation>%1 (バイト %2 の SETITEM)</translation>
    </message>
    <message>
        <source>%1 with nothing to add to at byte %2</source>
        <extracomment>%1 is a pickle opcode&apos;s name (&quot;APPENDS&quot;)</extracomment>
        <translation>バイト %2 の %1 に追加先がありません</translation>
    </message>
    <message>
        <source>SETITEMS with an odd number of items at byte %1</source>
        <translation>バイト %1 の SETITEMS の要素数が奇数です</translation>
    </message>
    <message>
        <source>%1 (%2 at byte %3)</source>
        <extracomment>%1 is why the items could not be added, %2 a pickle opcode&apos;s name (&quot;APPENDS&quot;)</extracomment>
        <translation>%1 (バイト %3 の %2)</translation>
    </message>
    <message>
        <source>refused pickle opcode %1 (%2) at byte %3: it imports or calls Python code, which a PyTorch memory snapshot never contains; the file was not loaded</source>
        <extracomment>%1 is a pickle opcode&apos;s name (&quot;GLOBAL&quot;), %2 its byte (&quot;0x63&quot;)</extracomment>
        <translation>バイト %3 の pickle オペコード %1 (%2) を拒否しました: Python コードをインポートまたは呼び出すもので、PyTorch メモリスナップショットには含まれることがありません。ファイルは読み込まれていません</translation>
    </message>
    <message>
        <source>unsupported pickle opcode %1 (%2) at byte %3; PyTorch memory snapshots never use it</source>
        <extracomment>%1 is a pickle opcode&apos;s name (&quot;STRING&quot;), %2 its byte (&quot;0x53&quot;)</extracomment>
        <translation>バイト %3 の pickle オペコード %1 (%2) には対応していません。PyTorch メモリスナップショットでは使われません</translation>
    </message>
    <message>
        <source>unknown pickle opcode %1 at byte %2 (corrupt file, or not a pickle)</source>
        <extracomment>%1 is the byte (&quot;0xff&quot;)</extracomment>
        <translation>バイト %2 に不明な pickle オペコード %1 があります (ファイルが破損しているか、pickle ではありません)</translation>
    </message>
    <message>
        <source>cancelled</source>
        <extracomment>reading the file was cancelled</extracomment>
        <translation>キャンセルされました</translation>
    </message>
    <message>
        <source>the file ends at byte %1, inside the pickle (no STOP opcode)</source>
        <translation>ファイルが pickle の途中 (バイト %1) で終わっています (STOP オペコードがありません)</translation>
    </message>
</context>
<context>
    <name>ProbeQuery</name>
    <message>
        <source>%1 before the probe answered</source>
        <extracomment>%1: why the connection broke, as the system says it</extracomment>
        <translation>%1 (プローブの応答前)</translation>
    </message>
    <message>
        <source>%1 while listing processes</source>
        <extracomment>%1: why the connection broke, as the system says it</extracomment>
        <translation>%1 (プロセス一覧の取得中)</translation>
    </message>
    <message>
        <source>the probe&apos;s answer to the handshake is invalid: %1</source>
        <translation>プローブの応答が不正です (ハンドシェイク中): %1</translation>
    </message>
    <message>
        <source>the probe&apos;s answer is invalid while listing processes: %1</source>
        <translation>プローブの応答が不正です (プロセス一覧の取得中): %1</translation>
    </message>
    <message>
        <source>the probe refused: %1</source>
        <translation>プローブが拒否しました: %1</translation>
    </message>
    <message>
        <source>the connection closed before the probe answered</source>
        <translation>プローブの応答前に接続が閉じられました</translation>
    </message>
    <message>
        <source>the connection closed while listing processes</source>
        <translation>プロセス一覧の取得中に接続が閉じられました</translation>
    </message>
    <message>
        <source>stopped before the probe answered</source>
        <translation>プローブの応答前に停止しました</translation>
    </message>
    <message>
        <source>stopped while listing processes</source>
        <translation>プロセス一覧の取得中に停止しました</translation>
    </message>
    <message>
        <source>no answer from the probe to the handshake</source>
        <translation>プローブから応答がありません (ハンドシェイク中)</translation>
    </message>
    <message>
        <source>no answer from the probe while listing processes</source>
        <translation>プローブから応答がありません (プロセス一覧の取得中)</translation>
    </message>
    <message>
        <source>cannot reach the probe: %1</source>
        <translation>プローブに到達できません: %1</translation>
    </message>
    <message>
        <source>the probe answered the process list with another message</source>
        <translation>プローブがプロセス一覧の要求に別のメッセージで応答しました</translation>
    </message>
</context>
<context>
    <name>QCoreApplication</name>
    <message>
        <source>Add Note</source>
        <translation>メモを追加</translation>
    </message>
    <message>
        <source>Edit Note</source>
        <translation>メモを編集</translation>
    </message>
    <message>
        <source>Delete Note</source>
        <translation>メモを削除</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>The file is not a PyTorch memory snapshot.</source>
        <translation>このファイルは PyTorch メモリスナップショットではありません。</translation>
    </message>
</context>
<context>
    <name>RangeLanes</name>
    <message>
        <source>NVTX ranges</source>
        <translation>NVTX 範囲</translation>
    </message>
    <message>
        <source>Profiler ranges</source>
        <translation>プロファイラ範囲</translation>
    </message>
    <message>
        <source>%1 · level %2</source>
        <extracomment>%1 &quot;Profiler ranges&quot; or &quot;NVTX ranges&quot;, %2 a nesting level (2, 3, ...)</extracomment>
        <translation>%1 · レベル %2</translation>
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
        <translation>2 つの GPU がランク %1 を名乗っています</translation>
    </message>
    <message>
        <source>two traces claim rank %1</source>
        <extracomment>Why the ranks of a capture are not one job; %1 a rank number</extracomment>
        <translation>2 つのトレースがランク %1 を名乗っています</translation>
    </message>
    <message>
        <source>their world sizes differ (%1)</source>
        <extracomment>Why the ranks of a capture are not one job; %1 their world sizes (&quot;2, 8&quot;)</extracomment>
        <translation>ワールドサイズが異なります (%1)</translation>
    </message>
</context>
<context>
    <name>RememberedTargets</name>
    <message>
        <source>This machine</source>
        <translation>このマシン</translation>
    </message>
    <message>
        <source>Socket %1</source>
        <translation>ソケット %1</translation>
    </message>
</context>
<context>
    <name>ReviewExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>The whole capture</source>
        <translation>キャプチャ全体</translation>
    </message>
    <message>
        <source>The range</source>
        <translation>範囲</translation>
    </message>
    <message>
        <source>The timeline of the whole capture, with the notes.</source>
        <translation>キャプチャ全体のタイムライン (メモ付き)。</translation>
    </message>
    <message>
        <source>The timeline from %1 to %2 after the capture began, with the notes.</source>
        <translation>キャプチャ開始後 %1 から %2 までのタイムライン (メモ付き)。</translation>
    </message>
    <message>
        <source>Chain %1: %2</source>
        <translation>チェーン %1: %2</translation>
    </message>
    <message>
        <source>Chain %1 (%2): its %3 evidence events highlighted on the lanes they are on.</source>
        <translation>チェーン %1 (%2): 根拠となる %3 件のイベントを、それぞれのレーン上で強調表示。</translation>
    </message>
    <message>
        <source>%1 is the capture itself; choose another file.</source>
        <translation>%1 はキャプチャそのものです。別のファイルを選んでください。</translation>
    </message>
    <message>
        <source>Review of %1</source>
        <translation>%1 のレビュー</translation>
    </message>
    <message>
        <source>Cannot lay out %1 as PDF.</source>
        <translation>%1 を PDF としてレイアウトできません。</translation>
    </message>
</context>
<context>
    <name>ReviewReport</name>
    <message>
        <source>Capture</source>
        <translation>キャプチャ</translation>
    </message>
    <message>
        <source>Recorded by</source>
        <translation>記録ツール</translation>
    </message>
    <message>
        <source>%1 (%2 layout)</source>
        <translation>%1 (%2 形式)</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>キャプチャ日時</translation>
    </message>
    <message>
        <source>%1 → %2 UTC (%3)</source>
        <translation>%1 → %2 UTC (%3)</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>範囲</translation>
    </message>
    <message>
        <source>the whole capture</source>
        <translation>キャプチャ全体</translation>
    </message>
    <message>
        <source>%1 to %2 after the capture began (%3), %4 → %5 UTC</source>
        <translation>キャプチャ開始後 %1 から %2 (%3)、%4 → %5 UTC</translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>プロセス %1</translation>
    </message>
    <message>
        <source>thread %1</source>
        <translation>スレッド %1</translation>
    </message>
    <message>
        <source>Lanes</source>
        <translation>レーン</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>%1 in %2 processes</source>
        <translation>%2 プロセスで %1 件</translation>
    </message>
    <message>
        <source>Exported</source>
        <translation>エクスポート日時</translation>
    </message>
    <message>
        <source>%1 UTC%2</source>
        <translation>%1 UTC%2</translation>
    </message>
    <message>
        <source> by %1</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>detected at %1</source>
        <translation>%1 に検出</translation>
    </message>
    <message>
        <source>detected at %1 UTC</source>
        <translation>%1 UTC に検出</translation>
    </message>
    <message>
        <source>%1 to %2 after the capture began</source>
        <translation>キャプチャ開始後 %1 から %2</translation>
    </message>
    <message>
        <source>off-CPU</source>
        <translation>オフ CPU</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 / %2 (%3)</source>
        <translation>%1 / %2 (%3)</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Review of %1</source>
        <translation>%1 のレビュー</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Node</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>スレッド</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>Causal chains (%1)</source>
        <translation>因果チェーン (%1)</translation>
    </message>
    <message>
        <source>No causal chain was found in this range.</source>
        <translation>この範囲に因果チェーンは見つかりませんでした。</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>When</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <source>Root cause</source>
        <translation>根本原因</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Symptom</source>
        <translation>症状</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>経緯</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>%1 時点</translation>
    </message>
    <message>
        <source>Evidence (the first %1 of %2 events)</source>
        <translation>根拠 (%2 件中最初の %1 件のイベント)</translation>
    </message>
    <message>
        <source>Evidence (%1 events)</source>
        <translation>根拠 (%1 件のイベント)</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>所要時間</translation>
    </message>
    <message>
        <source>At</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>PID / TID</source>
        <translation>PID / TID</translation>
    </message>
    <message>
        <source>Source lines</source>
        <translation>ソース行</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>%1 内</translation>
    </message>
    <message>
        <source>%1 of the evidence</source>
        <translation>根拠の %1</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>対処法</translation>
    </message>
    <message>
        <source>Op statistics</source>
        <translation>演算統計</translation>
    </message>
    <message>
        <source>No events in this range.</source>
        <translation>この範囲にイベントはありません。</translation>
    </message>
    <message>
        <source>The %1 ops with the most total time, of %2.</source>
        <translation>%2 個の演算のうち、合計時間が最も長い %1 個。</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>演算</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>回数</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
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
        <translation>最大</translation>
    </message>
    <message>
        <source>Notes (%1)</source>
        <translation>メモ (%1)</translation>
    </message>
    <message>
        <source>No notes in this range.</source>
        <translation>この範囲にメモはありません。</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作成者</translation>
    </message>
    <message>
        <source>About</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>chain %1</source>
        <translation>チェーン %1</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>イベント %1</translation>
    </message>
    <message>
        <source>Exported %1 UTC%2.</source>
        <translation>%1 UTC%2 にエクスポートしました。</translation>
    </message>
    <message>
        <source>GPU work</source>
        <translation>GPU の処理</translation>
    </message>
    <message>
        <source>%1 kernels, copies and other operations on the GPU&apos;s streams</source>
        <translation>GPU のストリーム上のカーネル、コピー、その他の操作 %1 件</translation>
    </message>
</context>
<context>
    <name>ShellWords</name>
    <message>
        <source>a backslash ends the command</source>
        <translation>コマンドがバックスラッシュで終わっています</translation>
    </message>
    <message>
        <source>a single quote is not closed</source>
        <translation>一重引用符が閉じられていません</translation>
    </message>
    <message>
        <source>a double quote is not closed</source>
        <translation>二重引用符が閉じられていません</translation>
    </message>
</context>
<context>
    <name>SnapshotBuilder</name>
    <message>
        <source>some strings were not valid UTF-8; invalid bytes were replaced by U+FFFD</source>
        <translation>一部の文字列が有効な UTF-8 ではありません。不正なバイトを U+FFFD に置き換えました</translation>
    </message>
    <message>
        <source>some integers do not fit 64 bits; they were saturated</source>
        <translation>一部の整数が 64 ビットに収まらないため、飽和させました</translation>
    </message>
    <message>
        <source>a bytes value of %1 bytes was kept as its first %2 bytes</source>
        <translation>%1 バイトの bytes 値は先頭 %2 バイトのみ保持しました</translation>
    </message>
    <message>
        <source>items appended to something that is not a list</source>
        <translation>リストではないものに要素が追加されています</translation>
    </message>
    <message>
        <source>items set on something that is not a dict</source>
        <translation>dict ではないものに要素が設定されています</translation>
    </message>
    <message>
        <source>a segment without a list of blocks was kept without blocks</source>
        <translation>ブロックのリストを持たないセグメントを、ブロックなしで保持しました</translation>
    </message>
    <message>
        <source>some entries of a segment&apos;s block list are not blocks; they were left out</source>
        <translation>セグメントのブロックリストの一部のエントリがブロックではないため、除外しました</translation>
    </message>
    <message>
        <source>&apos;segments&apos; is not a list; ignored</source>
        <translation>&apos;segments&apos; がリストではないため、無視しました</translation>
    </message>
    <message>
        <source>%1 entries of &apos;segments&apos; are not what the format expects; they were ignored</source>
        <translation>&apos;segments&apos; の %1 エントリが形式の想定と異なるため、無視しました</translation>
    </message>
    <message>
        <source>&apos;host_segments&apos; is not a list; ignored</source>
        <translation>&apos;host_segments&apos; がリストではないため、無視しました</translation>
    </message>
    <message>
        <source>%1 entries of &apos;host_segments&apos; are not what the format expects; they were ignored</source>
        <translation>&apos;host_segments&apos; の %1 エントリが形式の想定と異なるため、無視しました</translation>
    </message>
    <message>
        <source>a device trace is not a list; ignored</source>
        <translation>デバイストレースがリストではないため、無視しました</translation>
    </message>
    <message>
        <source>%1 entries of a device trace are not what the format expects; they were ignored</source>
        <translation>デバイストレースの %1 エントリが形式の想定と異なるため、無視しました</translation>
    </message>
    <message>
        <source>&apos;device_traces&apos; is not a list of lists; the trace was ignored</source>
        <translation>&apos;device_traces&apos; がリストのリストではないため、トレースを無視しました</translation>
    </message>
    <message>
        <source>&apos;host_traces&apos; is not a list; ignored</source>
        <translation>&apos;host_traces&apos; がリストではないため、無視しました</translation>
    </message>
    <message>
        <source>%1 entries of &apos;host_traces&apos; are not what the format expects; they were ignored</source>
        <translation>&apos;host_traces&apos; の %1 エントリが形式の想定と異なるため、無視しました</translation>
    </message>
    <message>
        <source>%1 entries of the top-level list are not what the format expects; they were ignored</source>
        <translation>最上位のリストの %1 エントリが形式の想定と異なるため、無視しました</translation>
    </message>
    <message>
        <source>the file holds a single value, not a snapshot (a dict with &apos;segments&apos; or a list of segments)</source>
        <translation>ファイルにあるのはスナップショット (&apos;segments&apos; を持つ dict またはセグメントのリスト) ではなく、単一の値です</translation>
    </message>
    <message>
        <source>%1 fields had an unexpected type or were missing; they were kept as extra fields</source>
        <translation>%1 個のフィールドが予期しない型か欠落していたため、追加フィールドとして保持しました</translation>
    </message>
    <message>
        <source>%1 records that the file ended inside were left out</source>
        <translation>ファイルが途中で終わっていたレコード %1 件を除外しました</translation>
    </message>
</context>
<context>
    <name>SnapshotChangesModel</name>
    <message>
        <source>Allocation site</source>
        <translation>割り当て箇所</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>ブロックサイズ</translation>
    </message>
    <message>
        <source>Allocated in A</source>
        <translation>A の割り当て</translation>
    </message>
    <message>
        <source>Allocated in B</source>
        <translation>B の割り当て</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>Blocks in A</source>
        <translation>A のブロック数</translation>
    </message>
    <message>
        <source>Blocks in B</source>
        <translation>B のブロック数</translation>
    </message>
    <message>
        <source>(no frames)</source>
        <translation>(フレームなし)</translation>
    </message>
</context>
<context>
    <name>SnapshotDiff</name>
    <message>
        <source>(no frames)</source>
        <extracomment>the site of blocks whose allocation recorded no stack</extracomment>
        <translation>(フレームなし)</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>a range of block sizes, [%1, %2)</extracomment>
        <translation>%1 〜 %2</translation>
    </message>
    <message>
        <source>No change: A and B hold the same memory on every device, allocated by the same sites in blocks of the same sizes.</source>
        <translation>変化なし: A と B はすべてのデバイスで同じメモリを保持しており、同じ割り当て箇所から同じサイズのブロックで割り当てられています。</translation>
    </message>
    <message>
        <source>B allocates %1 less at its peak (%2)</source>
        <extracomment>%1 is an amount of memory (1.20 GiB), %2 the change in percent (−18 %)</extracomment>
        <translation>B のピーク時の割り当ては %1 少ない (%2)</translation>
    </message>
    <message>
        <source>B allocates %1 more at its peak</source>
        <translation>B のピーク時の割り当ては %1 多い</translation>
    </message>
    <message>
        <source>B allocates %1 more at its peak (%2)</source>
        <translation>B のピーク時の割り当ては %1 多い (%2)</translation>
    </message>
    <message>
        <source>B&apos;s peak is the same as A&apos;s (%1)</source>
        <extracomment>%1 is an amount of memory</extracomment>
        <translation>B のピークは A と同じ (%1)</translation>
    </message>
    <message>
        <source>allocated at the snapshot went from %1 to %2 (%3)</source>
        <extracomment>%1 and %2 are amounts of memory, %3 their difference</extracomment>
        <translation>スナップショット時点の割り当て済みメモリは %1 から %2 に変化 (%3)</translation>
    </message>
    <message>
        <source>blocks allocated without frames</source>
        <translation>フレームなしで割り当てられたブロック</translation>
    </message>
    <message>
        <source>the largest change is %1, new in B (%2)</source>
        <extracomment>%1 is a source line and function, %2 the bytes it allocates in B</extracomment>
        <translation>最大の変化は %1 で、B で新たに発生 (%2)</translation>
    </message>
    <message>
        <source>the largest change is %1, gone in B (%2)</source>
        <translation>最大の変化は %1 で、B では消失 (%2)</translation>
    </message>
    <message>
        <source>most at %1 (%2)</source>
        <extracomment>%1 is a source line and function, %2 its change in bytes</extracomment>
        <translation>大半は %1 (%2)</translation>
    </message>
    <message>
        <source>the largest change by site is at %1 (%2)</source>
        <translation>割り当て箇所別の最大の変化は %1 (%2)</translation>
    </message>
    <message>
        <source>fragmentation fell from %1 to %2</source>
        <translation>断片化は %1 から %2 に低下</translation>
    </message>
    <message>
        <source>fragmentation rose from %1 to %2</source>
        <translation>断片化は %1 から %2 に上昇</translation>
    </message>
    <message>
        <source>reserved went from %1 to %2</source>
        <translation>予約済みは %1 から %2 に変化</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>Device %1</source>
        <translation>デバイス %1</translation>
    </message>
    <message>
        <source>change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>allocated</source>
        <translation>割り当て済み</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>予約済み</translation>
    </message>
    <message>
        <source>active</source>
        <translation>アクティブ</translation>
    </message>
    <message>
        <source>peak</source>
        <extracomment>the most active memory at any point of the recorded trace</extracomment>
        <translation>ピーク</translation>
    </message>
    <message>
        <source>largest free block</source>
        <translation>最大空きブロック</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>断片化</translation>
    </message>
    <message>
        <source>%1 points</source>
        <extracomment>a change of a percentage, in percentage points</extracomment>
        <translation>%1 ポイント</translation>
    </message>
    <message>
        <source>segments</source>
        <translation>セグメント</translation>
    </message>
    <message>
        <source>(no change)</source>
        <translation>(変化なし)</translation>
    </message>
    <message>
        <source>where</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>[new]</source>
        <extracomment>a site or size class that allocates only in B</extracomment>
        <translation>[新規]</translation>
    </message>
    <message>
        <source>[gone]</source>
        <extracomment>a site or size class that allocates only in A</extracomment>
        <translation>[消失]</translation>
    </message>
    <message>
        <source>... %1 more (see --json)</source>
        <translation>... ほか %1 件 (--json を参照)</translation>
    </message>
    <message>
        <source>Allocated bytes by allocation site, largest change first</source>
        <translation>割り当て済みバイト (割り当て箇所別、変化の大きい順)</translation>
    </message>
    <message>
        <source>Allocated bytes by block size, largest change first</source>
        <extracomment>size classes are power-of-two ranges of block sizes</extracomment>
        <translation>割り当て済みバイト (ブロックサイズ別、変化の大きい順)</translation>
    </message>
</context>
<context>
    <name>SnapshotReader</name>
    <message>
        <source>an HTML file without the &apos;local_files&apos; data that torch.cuda._memory_viz embeds</source>
        <translation>torch.cuda._memory_viz が埋め込む &apos;local_files&apos; データのない HTML ファイルです</translation>
    </message>
    <message>
        <source>the HTML&apos;s &apos;local_files&apos; holds no base64 data</source>
        <translation>HTML の &apos;local_files&apos; に base64 データがありません</translation>
    </message>
    <message>
        <source>the HTML&apos;s base64 field is not a string</source>
        <translation>HTML の base64 フィールドが文字列ではありません</translation>
    </message>
    <message>
        <source>the HTML&apos;s base64 data has a character that is not base64</source>
        <translation>HTML の base64 データに base64 以外の文字があります</translation>
    </message>
    <message>
        <source>the HTML&apos;s base64 data is cut off</source>
        <translation>HTML の base64 データが途中で切れています</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>this is a Git LFS pointer, not the snapshot itself (run &apos;git lfs pull&apos; to fetch the file)</source>
        <translation>これはスナップショット本体ではなく Git LFS ポインタです (ファイルを取得するには &apos;git lfs pull&apos; を実行してください)</translation>
    </message>
    <message>
        <source>not a PyTorch memory snapshot: expected a pickle (first byte 0x80), JSON, or the HTML that torch.cuda._memory_viz writes; the file starts with %1</source>
        <extracomment>%1 is the file&apos;s first bytes in hex (&quot;68 65 6c 6c&quot;)</extracomment>
        <translation>PyTorch メモリスナップショットではありません: pickle (先頭バイト 0x80)、JSON、または torch.cuda._memory_viz が書き出す HTML が必要ですが、ファイルの先頭は %1 です</translation>
    </message>
    <message>
        <source>the HTML page embeds %1 files; only the first was read</source>
        <translation>HTML ページには %1 個のファイルが埋め込まれています。最初のファイルのみ読み込みました</translation>
    </message>
    <message>
        <source>the HTML&apos;s embedded data is neither a pickle nor JSON (it starts with %1)</source>
        <extracomment>%1 is the embedded data&apos;s first bytes in hex (&quot;68 65 6c 6c&quot;)</extracomment>
        <translation>HTML に埋め込まれたデータは pickle でも JSON でもありません (先頭は %1)</translation>
    </message>
    <message>
        <source>the pickle holds no value</source>
        <translation>pickle に値がありません</translation>
    </message>
    <message>
        <source>pickle protocol %1 is newer than 5; read anyway</source>
        <translation>pickle プロトコル %1 は 5 より新しいですが、そのまま読み込みました</translation>
    </message>
    <message>
        <source>%1 bytes after the end of the pickle were ignored</source>
        <translation>pickle の終端より後の %1 バイトを無視しました</translation>
    </message>
    <message>
        <source>the JSON document holds no value</source>
        <translation>JSON ドキュメントに値がありません</translation>
    </message>
    <message>
        <source>%1 bytes after the end of the JSON document were ignored</source>
        <translation>JSON ドキュメントの終端より後の %1 バイトを無視しました</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>%1 is why the file was read only in part, %2 why no snapshot came out of that part</extracomment>
        <translation>%1。%2</translation>
    </message>
    <message>
        <source>%1; kept what was complete before that: %2 segments and %3 trace entries</source>
        <extracomment>%1 is why the file was read only in part</extracomment>
        <translation>%1。それより前の完全な部分 (セグメント %2 個、トレースエントリ %3 件) を保持しました</translation>
    </message>
    <message>
        <source>cannot open %1: %2</source>
        <extracomment>%1 is the file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <source>%1 changed while it was read: it is shorter than when it was opened</source>
        <extracomment>%1 is the file&apos;s path</extracomment>
        <translation>%1 は読み込み中に変更されました: 開いたときより短くなっています</translation>
    </message>
</context>
<context>
    <name>SnapshotReport</name>
    <message>
        <source>(%1 bytes)</source>
        <extracomment>the exact figure after a rounded one (12.50 MiB)</extracomment>
        <translation>(%1 バイト)</translation>
    </message>
    <message>
        <source>(bytes)</source>
        <extracomment>in place of the file name when the snapshot was read from memory</extracomment>
        <translation>(バイト列)</translation>
    </message>
    <message>
        <source>SNAPSHOT %1</source>
        <translation>スナップショット %1</translation>
    </message>
    <message>
        <source>memory_viz HTML (pickle protocol %1 inside)</source>
        <translation>memory_viz HTML (内部は pickle プロトコル %1)</translation>
    </message>
    <message>
        <source>%1 protocol %2</source>
        <extracomment>%1 is the format (pickle), %2 the pickle protocol&apos;s number</extracomment>
        <translation>%1 プロトコル %2</translation>
    </message>
    <message>
        <source>a bare list of segments</source>
        <translation>セグメントのリストのみ</translation>
    </message>
    <message>
        <source>TRUNCATED (partial result)</source>
        <translation>途中で切れています (部分的な結果)</translation>
    </message>
    <message>
        <source>%1 segments, %2 blocks, %3 trace entries, %4 distinct frames</source>
        <translation>セグメント %1 個、ブロック %2 個、トレースエントリ %3 件、固有フレーム %4 個</translation>
    </message>
    <message>
        <source>No device segments: the snapshot holds no allocator state.</source>
        <translation>デバイスセグメントがありません: スナップショットにアロケータの状態が含まれていません。</translation>
    </message>
    <message>
        <source>Device %1</source>
        <translation>デバイス %1</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>予約済み</translation>
    </message>
    <message>
        <source>allocated</source>
        <translation>割り当て済み</translation>
    </message>
    <message>
        <source>requested</source>
        <translation>要求</translation>
    </message>
    <message>
        <source>internal waste (rounding)</source>
        <translation>内部の無駄 (丸め)</translation>
    </message>
    <message>
        <source>pending free (other streams)</source>
        <translation>解放待ち (他のストリーム)</translation>
    </message>
    <message>
        <source>inactive (cached free)</source>
        <translation>非アクティブ (キャッシュ済みの空き)</translation>
    </message>
    <message>
        <source>in split segments (non-releasable)</source>
        <translation>分割されたセグメント内 (解放不可)</translation>
    </message>
    <message>
        <source>releasable by empty_cache</source>
        <translation>empty_cache で解放可能</translation>
    </message>
    <message>
        <source>largest free block</source>
        <translation>最大空きブロック</translation>
    </message>
    <message>
        <source>external fragmentation ratio</source>
        <translation>外部断片化率</translation>
    </message>
    <message>
        <source>MemoryViz sum(gap^2)/reserved^2</source>
        <extracomment>the fragmentation figure of PyTorch&apos;s memory_viz: the sum of squared free gaps over reserved bytes squared</extracomment>
        <translation>MemoryViz sum(gap^2)/reserved^2</translation>
    </message>
    <message>
        <source>segments</source>
        <translation>セグメント</translation>
    </message>
    <message>
        <source>%1 (%2 expandable, %3 small pool)</source>
        <translation>%1 (拡張可能 %2、スモールプール %3)</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>ブロック</translation>
    </message>
    <message>
        <source>%1 (%2 allocated, %3 free)</source>
        <translation>%1 (割り当て済み %2、空き %3)</translation>
    </message>
    <message>
        <source>Trace of device %1: %2 entries (%3)</source>
        <extracomment>%3 lists the entries&apos; actions with their counts (alloc 12, free_requested 10 ...)</extracomment>
        <translation>デバイス %1 のトレース: %2 エントリ (%3)</translation>
    </message>
    <message>
        <source>from %1 to %2 us (%3 s)</source>
        <extracomment>%1 and %2 are the first and last entry&apos;s times in microseconds, %3 the seconds between them</extracomment>
        <translation>%1 から %2 us (%3 秒)</translation>
    </message>
    <message>
        <source>replay found contradictions: %1</source>
        <translation>リプレイで矛盾が見つかりました: %1</translation>
    </message>
    <message>
        <source>OOM on device %1 at trace entry %2: %3</source>
        <extracomment>%3 is the cause&apos;s name (exhaustion, fragmentation ...)</extracomment>
        <translation>デバイス %1 のトレースエントリ %2 で OOM: %3</translation>
    </message>
    <message>
        <source>OOM on device %1 at trace entry %2: %3 (%4)</source>
        <extracomment>%3 is the cause&apos;s name (held_elsewhere ...), %4 what holds the memory (private pools ...)</extracomment>
        <translation>デバイス %1 のトレースエントリ %2 で OOM: %3 (%4)</translation>
    </message>
    <message>
        <source>What to do:</source>
        <translation>対処法:</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>警告:</translation>
    </message>
</context>
<context>
    <name>SourceResolver</name>
    <message>
        <source>file is larger than 32 MiB</source>
        <translation>ファイルが 32 MiB を超えています</translation>
    </message>
    <message>
        <source>not a text file</source>
        <translation>テキストファイルではありません</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>空のファイルです</translation>
    </message>
    <message>
        <source>Vim (in a terminal)</source>
        <translation>Vim (ターミナル内)</translation>
    </message>
</context>
<context>
    <name>SqlSnippets</name>
    <message>
        <source>cudaMalloc latency in 30 s windows</source>
        <translation>30 秒ごとの cudaMalloc レイテンシ</translation>
    </message>
    <message>
        <source>Does cudaMalloc get slower as the run goes on (a fragmenting pool)?</source>
        <translation>実行が進むにつれて cudaMalloc が遅くなっていないか (断片化していくプール)？</translation>
    </message>
    <message>
        <source>sched_switch per process, with off-CPU time</source>
        <translation>プロセスごとの sched_switch とオフ CPU 時間</translation>
    </message>
    <message>
        <source>Who is switched out, how often and for how long (pid = tid of the resuming thread).</source>
        <translation>どのスレッドが、どれだけの頻度と時間切り替えられたか (pid = 再開したスレッドの tid)。</translation>
    </message>
    <message>
        <source>malloc/free balance per minute</source>
        <translation>1 分ごとの malloc/free の収支</translation>
    </message>
    <message>
        <source>More allocations than frees minute after minute: a leak, or a cache that only grows.</source>
        <translation>毎分、割り当てが解放を上回る: リーク、または増える一方のキャッシュ。</translation>
    </message>
    <message>
        <source>Slowest calls with their stacks</source>
        <translation>最も遅い呼び出しとそのスタック</translation>
    </message>
    <message>
        <source>The stack of each slow CUDA call, from stack_traces (Python and native frames).</source>
        <translation>遅い CUDA 呼び出しそれぞれのスタック (stack_traces から取得、Python とネイティブのフレーム)。</translation>
    </message>
    <message>
        <source>Events around the worst stall (±50 ms)</source>
        <translation>最悪のストール前後のイベント (±50 ms)</translation>
    </message>
    <message>
        <source>Everything that happened around the longest CUDA call; edit the anchor to look elsewhere.</source>
        <translation>最も長い CUDA 呼び出しの前後で起きたすべてのイベント。anchor を編集すると別の箇所を調べられます。</translation>
    </message>
    <message>
        <source>Worst stalls</source>
        <translation>最悪のストール</translation>
    </message>
    <message>
        <source>The longest synchronisations and blocking calls.</source>
        <translation>最も長い同期とブロッキング呼び出し。</translation>
    </message>
    <message>
        <source>Calls per op with latency percentiles</source>
        <translation>演算ごとの呼び出しとレイテンシのパーセンタイル</translation>
    </message>
    <message>
        <source>Count, total and p50/p99 per op (nearest rank), like the Summary view.</source>
        <translation>演算ごとの回数、合計、p50/p99 (最近順位法)。概要ビューと同じ集計。</translation>
    </message>
</context>
<context>
    <name>StatsReport</name>
    <message>
        <source>Capture:</source>
        <translation>キャプチャ:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>形式:</translation>
    </message>
    <message>
        <source>Span:</source>
        <translation>期間:</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>イベント:</translation>
    </message>
    <message>
        <source>Threads:</source>
        <translation>スレッド:</translation>
    </message>
    <message>
        <source>Machine:</source>
        <translation>マシン:</translation>
    </message>
    <message>
        <source>Drops:</source>
        <translation>欠落:</translation>
    </message>
    <message>
        <source>Problem:</source>
        <translation>問題:</translation>
    </message>
    <message>
        <source>%1 (user_version %2, schema %3), written by %4</source>
        <extracomment>after &quot;Format:&quot;; %1 is the layout, %3 the schema version, %4 the tool that wrote it</extracomment>
        <translation>%1 (user_version %2、スキーマ %3)、作成元 %4</translation>
    </message>
    <message>
        <source>%1 stored of %2 seen (sampled: percentiles are over stored rows)</source>
        <extracomment>after &quot;Events:&quot;</extracomment>
        <translation>観測 %2 件中 %1 件を保存 (サンプリング: パーセンタイルは保存された行から計算)</translation>
    </message>
    <message>
        <source>%1 stored</source>
        <extracomment>after &quot;Events:&quot;</extracomment>
        <translation>%1 件を保存</translation>
    </message>
    <message>
        <source>%1 in %2 processes, %3 stacks, %4 stored chains</source>
        <extracomment>after &quot;Threads:&quot;; %1 threads in %2 processes</extracomment>
        <translation>%1 (%2 プロセス)、スタック %3 個、保存済みチェーン %4 件</translation>
    </message>
    <message>
        <source>%1 | %2 (%3 cores) | %4 | kernel %5</source>
        <extracomment>after &quot;Machine:&quot;; GPU | CPU (%3 cores) | operating system | kernel version</extracomment>
        <translation>%1 | %2 (%3 コア) | %4 | カーネル %5</translation>
    </message>
    <message>
        <source>source</source>
        <extracomment>column heading, at most 8 characters: CUDA, HOST or DRIVER below it</extracomment>
        <translation>ソース</translation>
    </message>
    <message>
        <source>op</source>
        <extracomment>column heading, at most 22 characters: the operation (cudaMalloc ...)</extracomment>
        <translation>演算</translation>
    </message>
    <message>
        <source>count</source>
        <extracomment>column heading, at most 12 characters</extracomment>
        <translation>回数</translation>
    </message>
    <message>
        <source>max</source>
        <extracomment>column heading, at most 11 characters: the longest call</extracomment>
        <translation>最大</translation>
    </message>
    <message>
        <source>bytes</source>
        <extracomment>column heading, at most 11 characters: the bytes the calls asked for</extracomment>
        <translation>バイト数</translation>
    </message>
    <message>
        <source>the tracer saw more events of this op than the capture stored</source>
        <translation>トレーサーはこの演算のイベントを、キャプチャが保存したより多く観測しました</translation>
    </message>
    <message>
        <source>not recorded by this capture</source>
        <extracomment>after &quot;Drops:&quot;</extracomment>
        <translation>このキャプチャには記録されていません</translation>
    </message>
    <message>
        <source>%1 dropped of %2 seen</source>
        <extracomment>after &quot;Drops:&quot;</extracomment>
        <translation>観測 %2 件中 %1 件が欠落</translation>
    </message>
    <message>
        <source>%1 seen %2, stored %3, dropped %4</source>
        <extracomment>%1 is CUDA, HOST or DRIVER</extracomment>
        <translation>%1 観測 %2、保存 %3、欠落 %4</translation>
    </message>
    <message>
        <source>Graphs:</source>
        <translation>グラフ:</translation>
    </message>
    <message>
        <source>%1 of %2 launches are CUDA graph replays (%3)</source>
        <extracomment>after &quot;Graphs:&quot;; %1 and %2 counts, %3 a percentage</extracomment>
        <translation>%2 回の起動のうち %1 回が CUDA グラフの再生（%3）</translation>
    </message>
    <message>
        <source>; the GPU work is mostly graphs, whose kernels are not seen one by one: each replay counts as the step it runs</source>
        <extracomment>appended after the graph replays line; mind the leading separator</extracomment>
        <translation>。GPU の処理は大半がグラフで、そのカーネルは個別には見えない：各再生はそれが実行するステップとして数える</translation>
    </message>
    <message>
        <source>%1 more launches were counted, not stored (%2 launches in all; the probe recorded with --launches counted)</source>
        <extracomment>under &quot;Events:&quot;; %1 and %2 are counts</extracomment>
        <translation>さらに %1 回の起動は数えただけで保存されていません (起動は全部で %2 回。プローブは --launches counted で記録)</translation>
    </message>
</context>
<context>
    <name>TimelineImage</name>
    <message>
        <source>Capture</source>
        <translation>キャプチャ</translation>
    </message>
    <message>
        <source>Nodes %1</source>
        <translation>ノード %1</translation>
    </message>
    <message>
        <source>Host %1</source>
        <translation>ホスト %1</translation>
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
        <translation>%1 · %2、キャプチャ全体</translation>
    </message>
    <message>
        <source>%1 · %2, from %3 to %4 after the capture began</source>
        <translation>%1 · %2、キャプチャ開始後 %3 から %4 まで</translation>
    </message>
    <message>
        <source>All %1 lanes</source>
        <translation>全 %1 レーン</translation>
    </message>
    <message>
        <source>%1 of %2 lanes</source>
        <translation>%2 レーン中 %1 レーン</translation>
    </message>
    <message>
        <source> · the chain&apos;s evidence highlighted (%1 events)</source>
        <translation> · チェーンの根拠を強調表示 (%1 イベント)</translation>
    </message>
    <message numerus="yes">
        <source> · %n note(s)</source>
        <translation>
            <numerusform> · メモ %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source> · exported %1 UTC by Faultline %2</source>
        <translation> · %1 UTC に Faultline %2 でエクスポート</translation>
    </message>
    <message>
        <source>No lanes to show: the selection matches none of the capture&apos;s lanes.</source>
        <translation>表示するレーンがありません: 選択がキャプチャのどのレーンにも一致しません。</translation>
    </message>
    <message numerus="yes">
        <source>%n more row(s) left out to keep the picture readable: choose fewer lanes.</source>
        <translation>
            <numerusform>画像を読みやすく保つため、さらに %n 行を省略しました: レーンを減らしてください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message numerus="yes">
        <source>and %n more note(s) in this range</source>
        <translation>
            <numerusform>この範囲にさらに %n 件のメモ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 shown</source>
        <translation>%1 を表示</translation>
    </message>
</context>
<context>
    <name>TracedMemory</name>
    <message>
        <source>1 traced allocation without an address (%1, driver calls or a tracer that records no pointer) is not shown</source>
        <translation>アドレスのないトレースされた割り当て 1 件 (%1、ドライバ呼び出し、またはポインタを記録しないトレーサー) は表示されていません</translation>
    </message>
    <message>
        <source>%1 traced allocations without an address (%2, driver calls or a tracer that records no pointer) are not shown</source>
        <translation>アドレスのないトレースされた割り当て %1 件 (%2、ドライバ呼び出し、またはポインタを記録しないトレーサー) は表示されていません</translation>
    </message>
    <message>
        <source>1 free of an address no traced allocation returned (allocated before the capture or not recorded)</source>
        <translation>トレースされた割り当てが返していないアドレスの解放 1 件 (キャプチャ前に割り当てられたか、記録されていないもの)</translation>
    </message>
    <message>
        <source>%1 frees of an address no traced allocation returned (allocated before the capture or not recorded)</source>
        <translation>トレースされた割り当てが返していないアドレスの解放 %1 件 (キャプチャ前に割り当てられたか、記録されていないもの)</translation>
    </message>
    <message>
        <source>1 allocation was overlapped by a later one without a traced free: shown freed just before it</source>
        <translation>1 件の割り当てが、トレースされた解放のないまま後の割り当てと重なっています: その直前に解放されたものとして表示</translation>
    </message>
    <message>
        <source>%1 allocations were overlapped by a later one without a traced free: shown freed just before it</source>
        <translation>%1 件の割り当てが、トレースされた解放のないまま後の割り当てと重なっています: その直前に解放されたものとして表示</translation>
    </message>
    <message>
        <source>1 failed call skipped</source>
        <translation>失敗した呼び出し 1 件をスキップしました</translation>
    </message>
    <message>
        <source>%1 failed calls skipped</source>
        <translation>失敗した呼び出し %1 件をスキップしました</translation>
    </message>
    <message>
        <source>1 allocation or free call seen by the tracer but not stored: the history misses it</source>
        <translation>トレーサーが観測したが保存されなかった割り当てまたは解放の呼び出し 1 件: 履歴には含まれていません</translation>
    </message>
    <message>
        <source>%1 allocation or free calls seen by the tracer but not stored: the history misses them</source>
        <translation>トレーサーが観測したが保存されなかった割り当てまたは解放の呼び出し %1 件: 履歴には含まれていません</translation>
    </message>
    <message>
        <source>traced allocations of pid %1</source>
        <translation>PID %1 のトレースされた割り当て</translation>
    </message>
    <message>
        <source>No traced allocations with addresses: the capture has no successful cudaMalloc or cuMemAlloc calls.</source>
        <translation>アドレス付きのトレースされた割り当てがありません: キャプチャに成功した cudaMalloc または cuMemAlloc の呼び出しがありません。</translation>
    </message>
    <message>
        <source>1 allocation (%1) without a returned pointer (driver calls, or a tracer that does not record it)</source>
        <translation>ポインタが返されていない割り当て 1 件 (%1) (ドライバ呼び出し、またはポインタを記録しないトレーサー)</translation>
    </message>
    <message>
        <source>%1 allocations (%2) without a returned pointer (driver calls, or a tracer that does not record it)</source>
        <translation>ポインタが返されていない割り当て %1 件 (%2) (ドライバ呼び出し、またはポインタを記録しないトレーサー)</translation>
    </message>
    <message>
        <source>1 free of addresses no traced allocation returned</source>
        <translation>トレースされた割り当てが返していないアドレスの解放 1 件</translation>
    </message>
    <message>
        <source>%1 frees of addresses no traced allocation returned</source>
        <translation>トレースされた割り当てが返していないアドレスの解放 %1 件</translation>
    </message>
    <message>
        <source>1 failed call</source>
        <translation>失敗した呼び出し 1 件</translation>
    </message>
    <message>
        <source>%1 failed calls</source>
        <translation>失敗した呼び出し %1 件</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <extracomment>joins two items of a list of what the capture holds instead of addressed allocations</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>No traced allocations with addresses: %1.</source>
        <extracomment>%1 is a list of what the capture holds instead, such as &quot;3 failed calls&quot;</extracomment>
        <translation>アドレス付きのトレースされた割り当てがありません: %1。</translation>
    </message>
    <message>
        <source>pid %1</source>
        <translation>PID %1</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1 (PID %2)</translation>
    </message>
    <message>
        <source>pid %1 on %2</source>
        <extracomment>%2 is the node (machine) the process ran on</extracomment>
        <translation>%2 上の PID %1</translation>
    </message>
    <message>
        <source>%1 (pid %2) on %3</source>
        <extracomment>%1 is the process&apos;s name, %3 the node (machine) it ran on</extracomment>
        <translation>%3 上の %1 (PID %2)</translation>
    </message>
    <message>
        <source>1 tensor lies in memory reserved before the capture began (no traced segment holds it): shown in a segment of its own</source>
        <translation>1 個のテンソルが記録開始前に確保されたメモリにある（記録されたセグメントに含まれない）：専用のセグメントとして表示</translation>
    </message>
    <message>
        <source>%1 tensors lie in memory reserved before the capture began (no traced segment holds them): each is shown in a segment of its own</source>
        <translation>%1 個のテンソルが記録開始前に確保されたメモリにある（記録されたセグメントに含まれない）：それぞれ専用のセグメントとして表示</translation>
    </message>
</context>
<context>
    <name>TransportErrorText</name>
    <message>
        <source>on %1</source>
        <translation>%1 上で</translation>
    </message>
    <message>
        <source>on this machine</source>
        <translation>このマシン上で</translation>
    </message>
    <message>
        <source>A program the connection needs is not installed here.</source>
        <translation>接続に必要なプログラムがここにインストールされていません。</translation>
    </message>
    <message>
        <source>Install it (ssh: openssh-client; sudo; pkexec: polkit), or choose another way to connect.</source>
        <translation>インストールするか (ssh: openssh-client、sudo、pkexec: polkit)、別の接続方法を選んでください。</translation>
    </message>
    <message>
        <source>ssh could not connect to %1.</source>
        <translation>ssh は %1 に接続できませんでした。</translation>
    </message>
    <message>
        <source>Check the host name, port, user and key. The app runs ssh in batch mode: it cannot answer password or host-key prompts, so log in once from a terminal (ssh %1) and use a key or an agent.</source>
        <translation>ホスト名、ポート、ユーザー、鍵を確認してください。アプリは ssh をバッチモードで実行するため、パスワードやホスト鍵の確認に応答できません。一度ターミナルからログインし (ssh %1)、鍵またはエージェントを使ってください。</translation>
    </message>
    <message>
        <source>sudo wants a password %1.</source>
        <translation>%1 sudo がパスワードを要求しています。</translation>
    </message>
    <message>
        <source>The app cannot type a password. Allow the probe without one, for example with this sudoers rule (visudo -f /etc/sudoers.d/faultline):
%faultline ALL=(root) NOPASSWD: %1 serve --stdio</source>
        <translation>アプリはパスワードを入力できません。たとえば次の sudoers ルールで、パスワードなしでプローブを許可してください (visudo -f /etc/sudoers.d/faultline):
%faultline ALL=(root) NOPASSWD: %1 serve --stdio</translation>
    </message>
    <message>
        <source>sudo does not let this user run the probe %1.</source>
        <translation>%1 sudo はこのユーザーにプローブの実行を許可していません。</translation>
    </message>
    <message>
        <source>Ask the node&apos;s administrator for a sudoers rule for %1, or turn off &quot;Use sudo&quot; if the probe has its capabilities (setcap).</source>
        <translation>ノードの管理者に %1 用の sudoers ルールを依頼するか、プローブにケーパビリティがある場合 (setcap) は「sudo を使う」をオフにしてください。</translation>
    </message>
    <message>
        <source>pkexec did not authorise the probe.</source>
        <translation>pkexec がプローブを承認しませんでした。</translation>
    </message>
    <message>
        <source>Authenticate in the dialog pkexec shows, or use sudo instead.</source>
        <translation>pkexec が表示するダイアログで認証するか、代わりに sudo を使ってください。</translation>
    </message>
    <message>
        <source>faultline-probe was not found at “%1” %2.</source>
        <translation>%2「%1」に faultline-probe が見つかりませんでした。</translation>
    </message>
    <message>
        <source>Install faultline-probe on the node, or enter its full path under Helper path.</source>
        <translation>ノードに faultline-probe をインストールするか、「ヘルパーのパス」にフルパスを入力してください。</translation>
    </message>
    <message>
        <source>Install faultline-probe, or enter its full path.</source>
        <translation>faultline-probe をインストールするか、フルパスを入力してください。</translation>
    </message>
    <message>
        <source>The probe %1 speaks another protocol version than this Faultline.</source>
        <translation>%1のプローブは、この Faultline と異なるプロトコルバージョンを使っています。</translation>
    </message>
    <message>
        <source>Install the same Faultline release on both ends (faultline-probe --version shows the probe&apos;s).</source>
        <translation>両端に同じ Faultline リリースをインストールしてください (faultline-probe --version でプローブのバージョンがわかります)。</translation>
    </message>
    <message>
        <source>The probe cannot trace %1: no BPF there, or no privileges for it.</source>
        <translation>プローブは %1トレースできません: BPF がないか、その権限がありません。</translation>
    </message>
    <message>
        <source>Run the probe as root (sudo) or with CAP_BPF and CAP_PERFMON; &apos;faultline-probe check&apos; on the node says what is missing.</source>
        <translation>プローブを root (sudo) で、または CAP_BPF と CAP_PERFMON 付きで実行してください。ノード上の &apos;faultline-probe check&apos; で不足しているものがわかります。</translation>
    </message>
    <message>
        <source>The probe refused.</source>
        <translation>プローブが拒否しました。</translation>
    </message>
    <message>
        <source>Only members of the socket&apos;s group may connect; ask for membership, then log in again.</source>
        <translation>ソケットのグループのメンバーだけが接続できます。メンバーへの追加を依頼し、ログインし直してください。</translation>
    </message>
    <message>
        <source>By default the probe traces only your own processes; /etc/faultline/probe.conf on the node may allow more.</source>
        <translation>既定では、プローブは自分のプロセスだけをトレースします。ノードの /etc/faultline/probe.conf でそれ以上を許可できます。</translation>
    </message>
    <message>
        <source>The probe cannot do this.</source>
        <translation>プローブはこれを実行できません。</translation>
    </message>
    <message>
        <source>See the probe&apos;s message below. A replay streams its whole capture; an older probe may not stream live captures yet.</source>
        <translation>下のプローブのメッセージを参照してください。リプレイはキャプチャ全体を送信します。古いプローブはライブキャプチャの送信にまだ対応していない場合があります。</translation>
    </message>
    <message>
        <source>No probe listens at %1.</source>
        <translation>%1 で待ち受けているプローブはありません。</translation>
    </message>
    <message>
        <source>Start one with: sudo faultline-probe serve --unix %1</source>
        <translation>次のコマンドで起動してください: sudo faultline-probe serve --unix %1</translation>
    </message>
    <message>
        <source>The connection closed before the probe said why.</source>
        <translation>プローブが理由を伝える前に接続が閉じられました。</translation>
    </message>
    <message>
        <source>The output of the transport command, if any, is below.</source>
        <translation>トランスポートコマンドの出力があれば、下に表示されます。</translation>
    </message>
    <message>
        <source>The probe could not be reached.</source>
        <translation>プローブに到達できませんでした。</translation>
    </message>
    <message>
        <source>It said: %1</source>
        <translation>メッセージ: %1</translation>
    </message>
</context>
<context>
    <name>TransportProcess</name>
    <message>
        <source>no transport command</source>
        <translation>トランスポートコマンドがありません</translation>
    </message>
    <message>
        <source>cannot run %1: %2</source>
        <translation>%1 を実行できません: %2</translation>
    </message>
    <message>
        <source>%1 exited with status %2</source>
        <translation>%1 がステータス %2 で終了しました</translation>
    </message>
    <message>
        <source>%1 was killed by signal %2</source>
        <translation>%1 がシグナル %2 で強制終了されました</translation>
    </message>
</context>
<context>
    <name>UnixSocketTransport</name>
    <message>
        <source>cannot connect to %1: the socket path is empty or too long</source>
        <translation>%1 に接続できません: ソケットのパスが空か長すぎます</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>%1 に接続できません: %2</translation>
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
        <translation>%1 バイト</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>演算</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>回数</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
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
        <translation>バイト</translation>
    </message>
</context>
<context>
    <name>faultline::AttachDialog</name>
    <message>
        <source>Starting the transport…</source>
        <translation>トランスポートを起動中…</translation>
    </message>
    <message>
        <source>Waiting for the probe&apos;s handshake…</source>
        <translation>プローブのハンドシェイクを待機中…</translation>
    </message>
    <message>
        <source>Listing processes…</source>
        <translation>プロセスを一覧取得中…</translation>
    </message>
    <message>
        <source>Attach to a Probe</source>
        <translation>プローブに接続</translation>
    </message>
    <message>
        <source>Targets connected to before, most recent first</source>
        <translation>以前に接続した対象 (新しい順)</translation>
    </message>
    <message>
        <source>&amp;Recent:</source>
        <translation>最近(&amp;R):</translation>
    </message>
    <message>
        <source>This machine</source>
        <translation>このマシン</translation>
    </message>
    <message>
        <source>Remote node over SSH</source>
        <translation>SSH 経由のリモートノード</translation>
    </message>
    <message>
        <source>Unix socket (a running probe)</source>
        <translation>Unix ソケット (実行中のプローブ)</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>対象(&amp;T):</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Probe &amp;path:</source>
        <translation>プローブのパス(&amp;P):</translation>
    </message>
    <message>
        <source>None (the probe has its capabilities, or this is root)</source>
        <translation>なし (プローブにケーパビリティがあるか、root で実行中)</translation>
    </message>
    <message>
        <source>pkexec (asks for a password in a dialog)</source>
        <translation>pkexec (ダイアログでパスワードを尋ねる)</translation>
    </message>
    <message>
        <source>sudo -n (a sudoers rule without password)</source>
        <translation>sudo -n (パスワード不要の sudoers ルール)</translation>
    </message>
    <message>
        <source>&amp;Privileges:</source>
        <translation>権限(&amp;P):</translation>
    </message>
    <message>
        <source>as in your ssh config</source>
        <translation>ssh の設定どおり</translation>
    </message>
    <message>
        <source>gpu-node-3</source>
        <translation>gpu-node-3</translation>
    </message>
    <message>
        <source>&amp;User @ host:</source>
        <translation>ユーザー @ ホスト(&amp;U):</translation>
    </message>
    <message>
        <source>default</source>
        <translation>既定</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>ポート(&amp;O):</translation>
    </message>
    <message>
        <source>the agent&apos;s or ssh&apos;s default keys</source>
        <translation>エージェントまたは ssh の既定の鍵</translation>
    </message>
    <message>
        <source>&amp;Identity file:</source>
        <translation>ID ファイル(&amp;I):</translation>
    </message>
    <message>
        <source>Run the probe with &amp;sudo -n</source>
        <translation>&amp;sudo -n でプローブを実行</translation>
    </message>
    <message>
        <source>&amp;Helper path:</source>
        <translation>ヘルパーのパス(&amp;H):</translation>
    </message>
    <message>
        <source>&amp;Socket:</source>
        <translation>ソケット(&amp;S):</translation>
    </message>
    <message>
        <source>A probe started with &apos;faultline-probe serve --unix PATH&apos;; through SSH, forward it first: ssh -L /tmp/probe.sock:/run/faultline/probe.sock node</source>
        <translation>&apos;faultline-probe serve --unix PATH&apos; で起動したプローブ。SSH 経由の場合は先に転送してください: ssh -L /tmp/probe.sock:/run/faultline/probe.sock node</translation>
    </message>
    <message>
        <source>Stream a recorded capture instead of tracing (replay)</source>
        <translation>トレースの代わりに記録済みキャプチャを送信 (リプレイ)</translation>
    </message>
    <message>
        <source>capture file on the probe&apos;s machine</source>
        <translation>プローブのマシン上のキャプチャファイル</translation>
    </message>
    <message>
        <source>× recorded pace</source>
        <translation>× 記録時の速度</translation>
    </message>
    <message>
        <source>as fast as possible</source>
        <translation>可能な限り高速</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>速度:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>ファイル(&amp;F):</translation>
    </message>
    <message>
        <source>The command the app runs; also usable as: faultline attach -o FILE -- COMMAND</source>
        <translation>アプリが実行するコマンド。次のようにも使えます: faultline attach -o FILE -- COMMAND</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Command:</source>
        <translation>コマンド:</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>接続(&amp;C)</translation>
    </message>
    <message>
        <source>Filter by pid, user or command line</source>
        <translation>PID、ユーザー、コマンドラインで絞り込み</translation>
    </message>
    <message>
        <source>CUDA processes &amp;only</source>
        <translation>CUDA プロセスのみ(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;All processes the probe may trace (and those started later)</source>
        <translation>プローブがトレースできるすべてのプロセス (後で起動されるものも)(&amp;A)</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>Add &amp;Node…</source>
        <translation>ノードを追加(&amp;N)…</translation>
    </message>
    <message>
        <source>Capture on one more node at the same time: each node is a group on the timeline, its events moved by its measured clock offset</source>
        <translation>同時にもう 1 つのノードでキャプチャします: 各ノードはタイムライン上のグループとなり、そのイベントは測定したクロックオフセット分だけずらされます</translation>
    </message>
    <message>
        <source>Native &amp;stacks</source>
        <translation>ネイティブスタック(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Python frames</source>
        <translation>&amp;Python フレーム</translation>
    </message>
    <message>
        <source>Record:</source>
        <translation>記録:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>until stopped</source>
        <translation>停止するまで</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>期間(&amp;D):</translation>
    </message>
    <message>
        <source>a new file in the cache folder (File ▸ Save Capture As… keeps it elsewhere)</source>
        <translation>キャッシュフォルダ内の新しいファイル (ファイル ▸ キャプチャに名前を付けて保存… で別の場所に保存できます)</translation>
    </message>
    <message>
        <source>a new file in %1 (Preferences ▸ Capture)</source>
        <translation>%1 内の新しいファイル (設定 ▸ キャプチャ)</translation>
    </message>
    <message>
        <source>Save &amp;to:</source>
        <translation>保存先(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Start Capture</source>
        <translation>キャプチャを開始(&amp;S)</translation>
    </message>
    <message>
        <source>Enter the node&apos;s host name.</source>
        <translation>ノードのホスト名を入力してください。</translation>
    </message>
    <message>
        <source>“%1” is not a host name.</source>
        <translation>「%1」はホスト名ではありません。</translation>
    </message>
    <message>
        <source>“%1” is not a user name.</source>
        <translation>「%1」はユーザー名ではありません。</translation>
    </message>
    <message>
        <source>Enter the probe&apos;s path.</source>
        <translation>プローブのパスを入力してください。</translation>
    </message>
    <message>
        <source>Enter the socket&apos;s path.</source>
        <translation>ソケットのパスを入力してください。</translation>
    </message>
    <message>
        <source>Enter the capture file to replay.</source>
        <translation>リプレイするキャプチャファイルを入力してください。</translation>
    </message>
    <message>
        <source>(none yet)</source>
        <translation>(まだありません)</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>キャンセルしました。</translation>
    </message>
    <message>
        <source>Could not connect.</source>
        <translation>接続できませんでした。</translation>
    </message>
    <message>
        <source>This node is in the list already.</source>
        <translation>このノードはすでに一覧にあります。</translation>
    </message>
    <message>
        <source>Connected.</source>
        <translation>接続しました。</translation>
    </message>
    <message>
        <source>Connected to &lt;b&gt;%1&lt;/b&gt; (%2)%3.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2)%3 に接続しました。</translation>
    </message>
    <message>
        <source>, which replays a recorded capture</source>
        <translation> (記録済みキャプチャをリプレイ中)</translation>
    </message>
    <message>
        <source>A replay streams the whole capture; the processes are those it recorded.</source>
        <translation>リプレイはキャプチャ全体を送信します。プロセスは記録されたものです。</translation>
    </message>
    <message>
        <source>This probe does not list processes.</source>
        <translation>このプローブはプロセスを一覧表示しません。</translation>
    </message>
    <message>
        <source>The probe listed only the first processes; use the filter or trace all.</source>
        <translation>プローブは最初のプロセスだけを一覧表示しました。フィルタを使うか、すべてをトレースしてください。</translation>
    </message>
    <message>
        <source>%1, replaying %2</source>
        <translation>%1、%2 をリプレイ中</translation>
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
        <translation>削除</translation>
    </message>
    <message>
        <source>Leave this node out of the capture</source>
        <translation>このノードをキャプチャから除外</translation>
    </message>
    <message>
        <source>Each node traces every process its probe lets you trace, and those started later (on a node with CUDA processes, those). To pick processes, capture one node.</source>
        <translation>各ノードは、プローブがトレースを許可するすべてのプロセス (後で起動されるものも含む。CUDA プロセスがあるノードではそれら) をトレースします。プロセスを選ぶには、1 つのノードだけをキャプチャしてください。</translation>
    </message>
    <message>
        <source>Add nodes to capture several at once, aligned on this machine&apos;s clock.</source>
        <translation>ノードを追加すると、このマシンのクロックに合わせて複数を同時にキャプチャできます。</translation>
    </message>
    <message>
        <source>&amp;Add Node</source>
        <translation>ノードを追加(&amp;A)</translation>
    </message>
    <message>
        <source>Back to the Nodes</source>
        <translation>ノード一覧に戻る</translation>
    </message>
    <message>
        <source>Connect to one more node.</source>
        <translation>もう 1 つのノードに接続します。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>%1 exists: choose a new file (captures are never overwritten).</source>
        <translation>%1 は存在します: 新しいファイルを選んでください (キャプチャは上書きされません)。</translation>
    </message>
    <message>
        <source>Identity File</source>
        <translation>ID ファイル</translation>
    </message>
    <message>
        <source>faultline-probe</source>
        <translation>faultline-probe</translation>
    </message>
    <message>
        <source>Capture to Replay</source>
        <translation>リプレイするキャプチャ</translation>
    </message>
    <message>
        <source>Captures (*.db *.sqlite);;All files (*)</source>
        <translation>キャプチャ (*.db *.sqlite);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Save the Live Capture To</source>
        <translation>ライブキャプチャの保存先</translation>
    </message>
    <message>
        <source>Captures (*.db)</source>
        <translation>キャプチャ (*.db)</translation>
    </message>
</context>
<context>
    <name>faultline::BlockMap</name>
    <message>
        <source>No segments in this state (device, pool and stream filters apply).</source>
        <translation>この状態にはセグメントがありません (デバイス、プール、ストリームのフィルタが適用されています)。</translation>
    </message>
    <message>
        <source>Address: 0x%1</source>
        <translation>アドレス: 0x%1</translation>
    </message>
    <message>
        <source>Requested: %1 (%2 bytes)</source>
        <translation>要求: %1 (%2 バイト)</translation>
    </message>
    <message>
        <source>Stream: 0x%1</source>
        <translation>ストリーム: 0x%1</translation>
    </message>
    <message>
        <source>Segment: %1 at 0x%2</source>
        <translation>セグメント: %1 (0x%2)</translation>
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
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop loading (Esc); the current capture stays open</source>
        <translation>読み込みを中止 (Esc)。現在のキャプチャは開いたままです</translation>
    </message>
</context>
<context>
    <name>faultline::CaptureChangesModel</name>
    <message>
        <source>CUDA call</source>
        <translation>CUDA 呼び出し</translation>
    </message>
    <message>
        <source>GPU kernel</source>
        <translation>GPU カーネル</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>範囲</translation>
    </message>
    <message>
        <source>GPU idle</source>
        <translation>GPU アイドル</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>チェーン</translation>
    </message>
    <message>
        <source>What</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>A per step</source>
        <translation>A (1 ステップあたり)</translation>
    </message>
    <message>
        <source>A per second</source>
        <translation>A (1 秒あたり)</translation>
    </message>
    <message>
        <source>B per step</source>
        <translation>B (1 ステップあたり)</translation>
    </message>
    <message>
        <source>B per second</source>
        <translation>B (1 秒あたり)</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>Change %</source>
        <translation>変化 %</translation>
    </message>
    <message>
        <source>Count A / step</source>
        <translation>A の回数 / ステップ</translation>
    </message>
    <message>
        <source>Count A / s</source>
        <translation>A の回数 / 秒</translation>
    </message>
    <message>
        <source>Count B / step</source>
        <translation>B の回数 / ステップ</translation>
    </message>
    <message>
        <source>Count B / s</source>
        <translation>B の回数 / 秒</translation>
    </message>
    <message>
        <source>Median A</source>
        <translation>A の中央値</translation>
    </message>
    <message>
        <source>Median B</source>
        <translation>B の中央値</translation>
    </message>
    <message>
        <source>The Python line of the change (a chain&apos;s source, an idle cause&apos;s largest place), else the op it was in</source>
        <translation>変化の Python 行 (チェーンのソース、アイドル原因の最大の箇所)。ない場合はそれが含まれる演算</translation>
    </message>
    <message>
        <source>Time in it per step of the run (per second when either run has no steps)</source>
        <translation>実行の 1 ステップあたりの所要時間 (どちらかの実行にステップがない場合は 1 秒あたり)</translation>
    </message>
    <message>
        <source>B&apos;s time minus A&apos;s: negative is faster</source>
        <translation>B の時間から A の時間を引いた値: 負なら高速化</translation>
    </message>
    <message>
        <source>The median latency of one call, kernel or range</source>
        <translation>1 回の呼び出し、カーネル、範囲のレイテンシの中央値</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新規</translation>
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
        <translation>キャプチャが開かれていません。</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>ファイル:</translation>
    </message>
    <message>
        <source>Producer:</source>
        <translation>作成元:</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>形式:</translation>
    </message>
    <message>
        <source>user_version:</source>
        <translation>user_version:</translation>
    </message>
    <message>
        <source>Time span:</source>
        <translation>期間:</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>イベント:</translation>
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
        <translation>%1 を開きました: %2。</translation>
    </message>
    <message>
        <source>Problems: %1 (see the Problems dock).</source>
        <translation>問題: %1 件 (「問題」を参照)。</translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation>%1 を開けませんでした。</translation>
    </message>
    <message>
        <source>Cannot Open Capture</source>
        <translation>キャプチャを開けません</translation>
    </message>
    <message>
        <source>Faultline could not open “%1”.

%2</source>
        <translation>Faultline は「%1」を開けませんでした。

%2</translation>
    </message>
    <message>
        <source>Loading cancelled; still showing %1.</source>
        <translation>読み込みをキャンセルしました。引き続き %1 を表示しています。</translation>
    </message>
    <message>
        <source>Loading cancelled.</source>
        <translation>読み込みをキャンセルしました。</translation>
    </message>
    <message>
        <source>Memory — %1</source>
        <translation>メモリ — %1</translation>
    </message>
    <message>
        <source>Close this memory snapshot</source>
        <translation>このメモリスナップショットを閉じる</translation>
    </message>
    <message>
        <source>Opened memory snapshot %1.</source>
        <translation>メモリスナップショット %1 を開きました。</translation>
    </message>
    <message>
        <source>Cannot Open Memory Snapshot</source>
        <translation>メモリスナップショットを開けません</translation>
    </message>
    <message>
        <source>Faultline could not read “%1” as a PyTorch memory snapshot.

%2</source>
        <translation>Faultline は「%1」を PyTorch メモリスナップショットとして読み取れませんでした。

%2</translation>
    </message>
    <message>
        <source>Loading the memory snapshot cancelled.</source>
        <translation>メモリスナップショットの読み込みをキャンセルしました。</translation>
    </message>
    <message>
        <source>The demo capture could not be written.</source>
        <translation>デモキャプチャを書き込めませんでした。</translation>
    </message>
    <message>
        <source>Demo Capture</source>
        <translation>デモキャプチャ</translation>
    </message>
    <message>
        <source>Demo generation cancelled.</source>
        <translation>デモの生成をキャンセルしました。</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 を開いています…</translation>
    </message>
    <message>
        <source>Opening memory snapshot %1…</source>
        <translation>メモリスナップショット %1 を開いています…</translation>
    </message>
    <message>
        <source>Generating the demo capture (fragmentation scenario)…</source>
        <translation>デモキャプチャを生成中 (断片化シナリオ)…</translation>
    </message>
    <message>
        <source>Opening %1 (converted from %2)…</source>
        <translation>%1 を開いています (%2 から変換)…</translation>
    </message>
    <message>
        <source>Could not convert %1.</source>
        <translation>%1 を変換できませんでした。</translation>
    </message>
    <message>
        <source>Cannot Import Trace</source>
        <translation>トレースをインポートできません</translation>
    </message>
    <message>
        <source>Faultline could not convert “%1” into a capture.

%2</source>
        <translation>Faultline は「%1」をキャプチャに変換できませんでした。

%2</translation>
    </message>
    <message>
        <source>Converting the trace cancelled.</source>
        <translation>トレースの変換を取り消しました。</translation>
    </message>
    <message>
        <source>Converting %1 into a capture…</source>
        <translation>%1 をキャプチャに変換しています…</translation>
    </message>
    <message>
        <source>Importing Trace</source>
        <translation>トレースのインポート</translation>
    </message>
    <message>
        <source>Converting %1 into a capture (the trace is only read)…</source>
        <translation>%1 をキャプチャに変換しています (トレースは読み取るだけです)…</translation>
    </message>
</context>
<context>
    <name>faultline::CaptureSaver</name>
    <message>
        <source>Save Capture As</source>
        <translation>キャプチャに名前を付けて保存</translation>
    </message>
    <message>
        <source>Captures (*.db)</source>
        <translation>キャプチャ (*.db)</translation>
    </message>
    <message>
        <source>Saving what arrived so far to %1…</source>
        <translation>これまでに受信した内容を %1 に保存中…</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 を保存中…</translation>
    </message>
    <message>
        <source>Could not save %1.</source>
        <translation>%1 を保存できませんでした。</translation>
    </message>
    <message>
        <source>Saved a copy as %1.</source>
        <translation>コピーを %1 として保存しました。</translation>
    </message>
</context>
<context>
    <name>faultline::CaptureWorkspace</name>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>SQL</source>
        <translation>SQL</translation>
    </message>
    <message>
        <source>Show in Device Memory</source>
        <translation>デバイスメモリで表示</translation>
    </message>
    <message>
        <source>Rebuilding device memory from the traced allocations…</source>
        <translation>トレースされた割り当てからデバイスメモリを再構築中…</translation>
    </message>
    <message>
        <source>Device Memory</source>
        <translation>デバイスメモリ</translation>
    </message>
    <message>
        <source>Device memory — %1</source>
        <translation>デバイスメモリ — %1</translation>
    </message>
    <message>
        <source>Close this device memory tab</source>
        <translation>このデバイスメモリタブを閉じる</translation>
    </message>
    <message>
        <source>Device memory of %1, rebuilt from the traced allocations in %2</source>
        <translation>%1 のデバイスメモリ (%2 でトレースされた割り当てから再構築)</translation>
    </message>
    <message>
        <source>Device memory of %1: %2 traced allocations, %3 frees.</source>
        <translation>%1 のデバイスメモリ: トレースされた割り当て %2 件、解放 %3 件。</translation>
    </message>
    <message>
        <source>The process of this call has no traced allocations with addresses.</source>
        <translation>この呼び出しのプロセスには、アドレス付きのトレースされた割り当てがありません。</translation>
    </message>
    <message>
        <source>This call changed nothing in the rebuilt device memory (it failed, has no address, or frees an address no traced allocation returned).</source>
        <translation>この呼び出しは再構築したデバイスメモリを何も変更していません (失敗した、アドレスがない、またはトレースされた割り当てが返していないアドレスを解放した)。</translation>
    </message>
    <message>
        <source>Device memory just after this call (entry %1).</source>
        <translation>この呼び出し直後のデバイスメモリ (エントリ %1)。</translation>
    </message>
    <message>
        <source>Device memory of %1: %2 segments and %3 tensors (%4 freed), from PyTorch&apos;s allocator.</source>
        <translation>%1 のデバイスメモリ：PyTorch のアロケータから %2 セグメントと %3 テンソル（%4 解放済み）。</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>ランク</translation>
    </message>
    <message>
        <source>The job&apos;s ranks side by side: which rank the others waited for, and how long</source>
        <translation>ジョブのランクを並べて比較: 他のランクがどのランクをどれだけ待ったか</translation>
    </message>
</context>
<context>
    <name>faultline::ChainDetailsWidget</name>
    <message>
        <source>Select a chain to see its story, its evidence and the source lines involved.</source>
        <translation>チェーンを選択すると、その経緯、根拠、関係するソース行が表示されます。</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>所要時間</translation>
    </message>
    <message>
        <source>Thread</source>
        <translation>スレッド</translation>
    </message>
    <message>
        <source>Click to select the event on the timeline; double-click to zoom to it</source>
        <translation>クリックでタイムライン上のイベントを選択、ダブルクリックでズーム</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>関数</translation>
    </message>
    <message>
        <source>Weight</source>
        <translation>重み</translation>
    </message>
    <message>
        <source>Click to show the line in the Source view</source>
        <translation>クリックでソースビューにその行を表示</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>根拠</translation>
    </message>
    <message>
        <source>Evidence (%1)</source>
        <translation>根拠 (%1)</translation>
    </message>
    <message>
        <source>Sources (%1)</source>
        <translation>ソース (%1)</translation>
    </message>
    <message>
        <source>stored by the capture tool</source>
        <translation>キャプチャツールが保存</translation>
    </message>
    <message>
        <source>&lt;b&gt;When:&lt;/b&gt; at %1 after the capture began</source>
        <translation>&lt;b&gt;時刻:&lt;/b&gt; キャプチャ開始後 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;When:&lt;/b&gt; %1 to %2 after the capture began (%3)</source>
        <translation>&lt;b&gt;時刻:&lt;/b&gt; キャプチャ開始後 %1 から %2 (%3)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Root cause:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;根本原因:&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1:&lt;/b&gt; %2 calls, p50 %3, p99 %4, longest %5, %6 in all</source>
        <translation>&lt;b&gt;%1:&lt;/b&gt; 呼び出し %2 回、p50 %3、p99 %4、最長 %5、合計 %6</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>What to try</source>
        <translation>試すべきこと</translation>
    </message>
    <message>
        <source>off-CPU</source>
        <translation>オフ CPU</translation>
    </message>
    <message>
        <source>tid %1</source>
        <translation>TID %1</translation>
    </message>
    <message>
        <source>%1 (tid %2)</source>
        <translation>%1 (TID %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Impact:&lt;/b&gt; %1, %2 % of the steps (%3 in each of %4 steps)</source>
        <translation>&lt;b&gt;影響:&lt;/b&gt; %1、ステップの %2 % (%4 ステップそれぞれで %3)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Impact:&lt;/b&gt; %1, %2 % of %3 of GPU work</source>
        <translation>&lt;b&gt;影響:&lt;/b&gt; %1、GPU の処理 %3 のうち %2 %</translation>
    </message>
    <message>
        <source> — a failure</source>
        <translation> — 障害</translation>
    </message>
    <message>
        <source>Story</source>
        <translation>経緯</translation>
    </message>
</context>
<context>
    <name>faultline::ChainInspector</name>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>Show or hide %1 chains</source>
        <translation>重大度「%1」のチェーンを表示/非表示</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <source>Pin Evidence Rows</source>
        <translation>根拠の行を固定</translation>
    </message>
    <message>
        <source>Pin the timeline rows of the selected chain&apos;s evidence to the top of the timeline</source>
        <translation>選択したチェーンの根拠となるタイムラインの行をタイムラインの上部に固定します</translation>
    </message>
    <message>
        <source>Open a capture to see its causal chains.</source>
        <translation>キャプチャを開くと、その因果チェーンが表示されます。</translation>
    </message>
    <message>
        <source>Finding causal chains…</source>
        <translation>因果チェーンを検索中…</translation>
    </message>
    <message>
        <source>Finding causal chains in %1…</source>
        <translation>%1 の因果チェーンを検索中…</translation>
    </message>
    <message>
        <source>All processes</source>
        <translation>すべてのプロセス</translation>
    </message>
    <message numerus="yes">
        <source>%n chain(s)</source>
        <translation>
            <numerusform>チェーン %n 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stored by the capture tool</source>
        <translation>
            <numerusform>キャプチャツールが保存したもの %n 件</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 shown</source>
        <translation>%1 件を表示</translation>
    </message>
    <message>
        <source>No incident found</source>
        <translation>インシデントは見つかりませんでした</translation>
    </message>
    <message>
        <source>Nothing in this capture matches a known incident pattern.</source>
        <translation>このキャプチャには既知のインシデントパターンに一致するものはありません。</translation>
    </message>
    <message>
        <source>Only minor findings, listed below.</source>
        <translation>軽微な所見のみです (下に一覧)。</translation>
    </message>
    <message>
        <source>No incident found: nothing in this capture matches a known incident pattern.</source>
        <translation>インシデントは見つかりませんでした: このキャプチャには既知のインシデントパターンに一致するものはありません。</translation>
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
        <translation>%1 (PID %2)</translation>
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
        <translation>複数</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>保存済み</translation>
    </message>
    <message>
        <source>%1 to %2 after the capture began</source>
        <translation>キャプチャ開始後 %1 から %2</translation>
    </message>
    <message>
        <source>Stored in the capture by the tool that recorded it, not derived by Faultline</source>
        <translation>Faultline が導出したものではなく、記録したツールがキャプチャに保存したもの</translation>
    </message>
    <message>
        <source>Derived by Faultline from the capture&apos;s events</source>
        <translation>キャプチャのイベントから Faultline が導出</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>重大度</translation>
    </message>
    <message>
        <source>Chain</source>
        <translation>チェーン</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Op / rule</source>
        <translation>演算 / ルール</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <source>Stored</source>
        <translation>保存済み</translation>
    </message>
    <message>
        <source>%1 lost from the thread that issues the GPU work, %2 % of %3 steps (%4 per step)</source>
        <translation>GPU の処理を発行するスレッドで %1 を損失、%3 ステップの %2 % (1 ステップあたり %4)</translation>
    </message>
    <message>
        <source>%1 lost from the thread that issues the GPU work, %2 % of %3 of GPU work</source>
        <translation>GPU の処理を発行するスレッドで %1 を損失、GPU の処理 %3 のうち %2 %</translation>
    </message>
    <message>
        <source>Impact</source>
        <translation>影響</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>場所</translation>
    </message>
</context>
<context>
    <name>faultline::CompareController</name>
    <message>
        <source>Compare: choose the baseline run (A)</source>
        <translation>比較: 基準となる実行 (A) を選択</translation>
    </message>
    <message>
        <source>Compare %1 with… (B)</source>
        <translation>%1 と比較… (B)</translation>
    </message>
    <message>
        <source>Compare %1 with a baseline run (A)</source>
        <translation>%1 を基準となる実行 (A) と比較</translation>
    </message>
    <message>
        <source>Comparing %1 with %2…</source>
        <translation>%1 と %2 を比較中…</translation>
    </message>
    <message>
        <source>Comparison cancelled.</source>
        <translation>比較をキャンセルしました。</translation>
    </message>
    <message>
        <source>Comparison failed.</source>
        <translation>比較に失敗しました。</translation>
    </message>
    <message>
        <source>Compared %1 with %2.</source>
        <translation>%1 と %2 を比較しました。</translation>
    </message>
</context>
<context>
    <name>faultline::CompareView</name>
    <message>
        <source>Finding each snapshot&apos;s peak…</source>
        <translation>各スナップショットのピークを検索中…</translation>
    </message>
    <message>
        <source>Export Report…</source>
        <translation>レポートをエクスポート…</translation>
    </message>
    <message>
        <source>Write the comparison as a Markdown or HTML report, with its pictures</source>
        <translation>比較結果を画像付きの Markdown または HTML レポートとして書き出します</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>変化</translation>
    </message>
    <message>
        <source>Timelines</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>Compare — %1 → %2</source>
        <translation>比較 — %1 → %2</translation>
    </message>
    <message>
        <source>A: %1
B: %2</source>
        <translation>A: %1
B: %2</translation>
    </message>
    <message>
        <source>Close this comparison</source>
        <translation>この比較を閉じる</translation>
    </message>
    <message numerus="yes">
        <source>%n steps</source>
        <translation>
            <numerusform>%n ステップ</numerusform>
        </translation>
    </message>
    <message>
        <source>median %1</source>
        <translation>中央値 %1</translation>
    </message>
    <message>
        <source>p90 %1</source>
        <translation>p90 %1</translation>
    </message>
    <message>
        <source>%1 s measured</source>
        <translation>測定時間 %1 秒</translation>
    </message>
    <message>
        <source>GPU busy %1</source>
        <translation>GPU ビジー %1</translation>
    </message>
    <message>
        <source>Filter by name or Python line…</source>
        <translation>名前または Python 行で絞り込み…</translation>
    </message>
    <message>
        <source>All changes</source>
        <translation>すべての変化</translation>
    </message>
    <message>
        <source>Show in A</source>
        <translation>A で表示</translation>
    </message>
    <message>
        <source>Open the selected call, kernel or range in A&apos;s timeline (Enter)</source>
        <translation>選択した呼び出し、カーネル、範囲を A のタイムラインで開く (Enter)</translation>
    </message>
    <message>
        <source>Show in B</source>
        <translation>B で表示</translation>
    </message>
    <message>
        <source>Open the selected call, kernel or range in B&apos;s timeline (Shift+Enter)</source>
        <translation>選択した呼び出し、カーネル、範囲を B のタイムラインで開く (Shift+Enter)</translation>
    </message>
    <message>
        <source>No change: both runs spend their time alike.</source>
        <translation>変化なし: 両方の実行の時間の使い方は同じです。</translation>
    </message>
    <message>
        <source>Step time, both runs</source>
        <translation>ステップ時間 (両方の実行)</translation>
    </message>
    <message>
        <source>Neither run has steps: both are compared per second.</source>
        <translation>どちらの実行にもステップがないため、両方を 1 秒あたりで比較しています。</translation>
    </message>
    <message numerus="yes">
        <source>A: %n steps, median %1</source>
        <extracomment>%n the steps counted, %1 their median duration</extracomment>
        <translation>
            <numerusform>A: %n ステップ、中央値 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>B: %n steps, median %1</source>
        <extracomment>%n the steps counted, %1 their median duration</extracomment>
        <translation>
            <numerusform>B: %n ステップ、中央値 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Step time (ms)</source>
        <translation>ステップ時間 (ms)</translation>
    </message>
    <message>
        <source>Steps (%)</source>
        <translation>ステップ (%)</translation>
    </message>
    <message>
        <source>ms per step</source>
        <translation>ms / ステップ</translation>
    </message>
    <message>
        <source>ms per second</source>
        <translation>ms / 秒</translation>
    </message>
    <message>
        <source>GPU time, %1</source>
        <translation>GPU 時間 (%1)</translation>
    </message>
    <message>
        <source>Neither run recorded GPU work.</source>
        <translation>どちらの実行も GPU の処理を記録していません。</translation>
    </message>
    <message>
        <source>%1 recorded no GPU work.</source>
        <translation>%1 は GPU の処理を記録していません。</translation>
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
        <translation>変化</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>割り当て済み</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>予約済み</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>アクティブ</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>ピーク</translation>
    </message>
    <message>
        <source>Cached free</source>
        <translation>キャッシュ済みの空き</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>断片化</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <extracomment>a change of percentage points, %1 signed</extracomment>
        <translation>%1 pt</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>セグメント</translation>
    </message>
    <message>
        <source>Largest free block</source>
        <translation>最大空きブロック</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; %2 at its peak: %3 active on device %4</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; %2 (ピーク時): デバイス %4 でアクティブ %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: no device memory</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;: デバイスメモリなし</translation>
    </message>
    <message>
        <source>Filter by site or size…</source>
        <translation>箇所またはサイズで絞り込み…</translation>
    </message>
    <message>
        <source>By allocation site</source>
        <translation>割り当て箇所別</translation>
    </message>
    <message>
        <source>By block size</source>
        <translation>ブロックサイズ別</translation>
    </message>
    <message>
        <source>No change: both snapshots hold the same memory.</source>
        <translation>変化なし: 両方のスナップショットは同じメモリを保持しています。</translation>
    </message>
    <message>
        <source>Align at step:</source>
        <translation>ステップで揃える:</translation>
    </message>
    <message>
        <source>Aligned at each run&apos;s start</source>
        <translation>各実行の開始で揃えています</translation>
    </message>
    <message>
        <source>Both timelines show this step of their run, and move together</source>
        <translation>両方のタイムラインがそれぞれの実行のこのステップを表示し、連動して動きます</translation>
    </message>
    <message>
        <source>Zooming or panning either timeline moves the other by as much.</source>
        <translation>一方のタイムラインをズームまたはパンすると、もう一方も同じだけ動きます。</translation>
    </message>
    <message>
        <source>Both timelines at step %1</source>
        <translation>両方のタイムラインをステップ %1 に表示</translation>
    </message>
    <message>
        <source>Both timelines at their run&apos;s start</source>
        <translation>両方のタイムラインを各実行の開始に表示</translation>
    </message>
    <message>
        <source>%1 is not one event: the timelines show the aligned step.</source>
        <translation>%1 は単一のイベントではありません: タイムラインには揃えたステップを表示しています。</translation>
    </message>
    <message>
        <source>%1 has no %2 in it.</source>
        <translation>%1 には %2 が含まれていません。</translation>
    </message>
    <message>
        <source>%1 in %2&apos;s timeline</source>
        <translation>%2 のタイムラインで %1 を表示</translation>
    </message>
    <message>
        <source>%1 is not on %2&apos;s timeline</source>
        <translation>%1 は %2 のタイムライン上にありません</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>ステップ時間</translation>
    </message>
    <message>
        <source>The step-time distribution of both runs, medians dashed (A blue, B orange)</source>
        <translation>両方の実行のステップ時間の分布。中央値は破線 (A は青、B はオレンジ)</translation>
    </message>
    <message>
        <source>GPU time</source>
        <translation>GPU 時間</translation>
    </message>
    <message>
        <source>Where each run&apos;s GPU time went, per step (A blue, B orange)</source>
        <translation>各実行の GPU 時間の内訳、1 ステップあたり (A は青、B はオレンジ)</translation>
    </message>
    <message>
        <source>Where each run&apos;s GPU time went, per second (A blue, B orange)</source>
        <translation>各実行の GPU 時間の内訳、1 秒あたり (A は青、B はオレンジ)</translation>
    </message>
    <message>
        <source>%1 at its peak</source>
        <translation>%1 (ピーク時)</translation>
    </message>
    <message>
        <source>%1&apos;s device %2 at its peak, %3 active: each row a segment, each block coloured by state</source>
        <translation>%1 のデバイス %2 (ピーク時、アクティブ %3): 各行が 1 セグメント、各ブロックは状態で色分け</translation>
    </message>
    <message>
        <source>A comparison report is Markdown (.md) or HTML (.html): %1 is neither.</source>
        <translation>比較レポートは Markdown (.md) または HTML (.html) です: %1 はどちらでもありません。</translation>
    </message>
    <message>
        <source>Export Comparison Report</source>
        <translation>比較レポートをエクスポート</translation>
    </message>
    <message>
        <source>HTML report, one file (*.html);;Markdown report, pictures beside it (*.md)</source>
        <translation>HTML レポート、1 ファイル (*.html);;Markdown レポート、画像を横に配置 (*.md)</translation>
    </message>
    <message numerus="yes">
        <source>Wrote the comparison report to %1 (%n picture(s)).</source>
        <translation>
            <numerusform>比較レポートを %1 に書き込みました (画像 %n 枚)。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>faultline::DemoCapture</name>
    <message>
        <source>Cannot create a temporary folder for the demo capture: %1</source>
        <translation>デモキャプチャ用の一時フォルダを作成できません: %1</translation>
    </message>
    <message>
        <source>Cannot write the demo capture: %1</source>
        <translation>デモキャプチャを書き込めません: %1</translation>
    </message>
</context>
<context>
    <name>faultline::DropsModel</name>
    <message>
        <source>%1 events of this source were lost before they reached the capture.</source>
        <translation>このソースの %1 件のイベントがキャプチャに届く前に失われました。</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>観測</translation>
    </message>
    <message>
        <source>Stored</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>欠落</translation>
    </message>
</context>
<context>
    <name>faultline::EventDetailsWidget</name>
    <message>
        <source>Click an event to see its arguments, return code and stack.</source>
        <translation>イベントをクリックすると、その引数、戻り値、スタックが表示されます。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>所要時間</translation>
    </message>
    <message>
        <source>Returned</source>
        <translation>戻り値</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <source>Thread</source>
        <translation>スレッド</translation>
    </message>
    <message>
        <source>Argument</source>
        <translation>引数</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>関数</translation>
    </message>
    <message>
        <source>%1 since the capture start</source>
        <translation>キャプチャ開始から %1</translation>
    </message>
    <message>
        <source>%1 (%2 ns)</source>
        <translation>%1 (%2 ns)</translation>
    </message>
    <message>
        <source>pid %1</source>
        <translation>PID %1</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1 (PID %2)</translation>
    </message>
    <message>
        <source>tid %1</source>
        <translation>TID %1</translation>
    </message>
    <message>
        <source>%1 (tid %2)</source>
        <translation>%1 (TID %2)</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Native</source>
        <translation>ネイティブ</translation>
    </message>
    <message>
        <source>%1
Click to show the source</source>
        <translation>%1
クリックでソースを表示</translation>
    </message>
    <message>
        <source>No stack was recorded for this event.</source>
        <translation>このイベントのスタックは記録されていません。</translation>
    </message>
    <message>
        <source>Stack (%1 frames, addresses only: symbols were not resolved)</source>
        <translation>スタック (%1 フレーム、アドレスのみ: シンボルは解決されていません)</translation>
    </message>
    <message>
        <source>Stack (%1 frames, innermost first; Python first, then native)</source>
        <translation>スタック (%1 フレーム、最内側から。Python が先、次にネイティブ)</translation>
    </message>
</context>
<context>
    <name>faultline::ExportDialog</name>
    <message>
        <source>PNG picture</source>
        <translation>PNG 画像</translation>
    </message>
    <message>
        <source>SVG drawing</source>
        <translation>SVG 図形</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF 文書</translation>
    </message>
    <message>
        <source>HTML, one file with its pictures</source>
        <translation>HTML (画像を含む 1 ファイル)</translation>
    </message>
    <message>
        <source>Markdown, its pictures beside it</source>
        <translation>Markdown (画像を横に配置)</translation>
    </message>
    <message>
        <source>Perfetto / Chrome trace JSON</source>
        <translation>Perfetto / Chrome トレース JSON</translation>
    </message>
    <message>
        <source>Export Timeline Image</source>
        <translation>タイムライン画像をエクスポート</translation>
    </message>
    <message>
        <source>Export Block Map Image</source>
        <translation>ブロックマップ画像をエクスポート</translation>
    </message>
    <message>
        <source>Export Review Report</source>
        <translation>レビューレポートをエクスポート</translation>
    </message>
    <message>
        <source>Export Perfetto JSON</source>
        <translation>Perfetto JSON をエクスポート</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>ファイル:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>形式:</translation>
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
        <translation>解像度</translation>
    </message>
    <message>
        <source>Pictures:</source>
        <translation>画像:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>サイズ:</translation>
    </message>
    <message>
        <source>Visible view</source>
        <translation>表示中のビュー</translation>
    </message>
    <message>
        <source>Whole capture</source>
        <translation>キャプチャ全体</translation>
    </message>
    <message>
        <source>Selection</source>
        <translation>選択範囲</translation>
    </message>
    <message>
        <source>Select a time range on the ruler first.</source>
        <translation>先にルーラーで時間範囲を選択してください。</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>範囲:</translation>
    </message>
    <message>
        <source>Lanes in view</source>
        <translation>表示中のレーン</translation>
    </message>
    <message>
        <source>All lanes</source>
        <translation>すべてのレーン</translation>
    </message>
    <message>
        <source>Lanes:</source>
        <translation>レーン:</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>凡例</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Causal chains</source>
        <translation>因果チェーン</translation>
    </message>
    <message>
        <source>Include:</source>
        <translation>含める:</translation>
    </message>
    <message>
        <source>A picture of each of the first chains that have evidence: its window, its lanes, its evidence highlighted.</source>
        <translation>根拠のある最初のチェーンそれぞれの画像: その時間窓、レーン、強調表示された根拠。</translation>
    </message>
    <message>
        <source>Chain pictures:</source>
        <translation>チェーンの画像:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>Choose the file to write.</source>
        <translation>書き込むファイルを選んでください。</translation>
    </message>
    <message>
        <source>%1 is a folder; choose a file name in it.</source>
        <translation>%1 はフォルダです。その中のファイル名を選んでください。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>フォルダ %1 は存在しません。</translation>
    </message>
    <message>
        <source>That is the open capture; choose another file.</source>
        <translation>それは開いているキャプチャです。別のファイルを選んでください。</translation>
    </message>
    <message>
        <source>A picture of the report would replace the open capture; choose another name.</source>
        <translation>レポートの画像が開いているキャプチャを置き換えてしまいます。別の名前を選んでください。</translation>
    </message>
    <message>
        <source>prints %1 in wide</source>
        <translation>印刷幅 %1 インチ</translation>
    </message>
    <message>
        <source>(too narrow at this resolution)</source>
        <translation>(この解像度では狭すぎます)</translation>
    </message>
    <message>
        <source>PDF document, with its pictures</source>
        <translation>PDF 文書 (画像を含む)</translation>
    </message>
</context>
<context>
    <name>faultline::ExportMenu</name>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Timeline Image…</source>
        <translation>タイムライン画像(&amp;T)…</translation>
    </message>
    <message>
        <source>The timeline&apos;s view, the whole capture or the selection as PNG, SVG or PDF, with the ruler, lane labels, legend, notes and highlighted chain evidence</source>
        <translation>タイムラインのビュー、キャプチャ全体、または選択範囲を、ルーラー、レーンラベル、凡例、メモ、強調表示したチェーンの根拠とともに PNG, SVG, PDF で</translation>
    </message>
    <message>
        <source>&amp;Block Map Image…</source>
        <translation>ブロックマップ画像(&amp;B)…</translation>
    </message>
    <message>
        <source>The block map of the current Memory tab as PNG, SVG or PDF</source>
        <translation>現在のメモリタブのブロックマップを PNG, SVG, PDF で</translation>
    </message>
    <message>
        <source>&amp;Review Report…</source>
        <translation>レビューレポート(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Perfetto JSON…</source>
        <translation>&amp;Perfetto JSON…</translation>
    </message>
    <message>
        <source>The events with chains and notes as Chrome trace JSON for ui.perfetto.dev</source>
        <translation>チェーンとメモ付きのイベントを ui.perfetto.dev 用の Chrome トレース JSON で</translation>
    </message>
    <message>
        <source>Open a memory snapshot (or Device Memory) first: its Memory tab&apos;s block map is exported.</source>
        <translation>先にメモリスナップショット (またはデバイスメモリ) を開いてください: そのメモリタブのブロックマップがエクスポートされます。</translation>
    </message>
    <message>
        <source>Open a capture first.</source>
        <translation>先にキャプチャを開いてください。</translation>
    </message>
    <message>
        <source>No capture is open.</source>
        <translation>キャプチャが開かれていません。</translation>
    </message>
    <message>
        <source>%1 is the open capture; it is never written over.</source>
        <translation>%1 は開いているキャプチャです。上書きされることはありません。</translation>
    </message>
    <message>
        <source>Unknown picture format &apos;%1&apos;.</source>
        <translation>不明な画像形式 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>Exported the timeline to %1 (%2 rows).</source>
        <translation>タイムラインを %1 にエクスポートしました (%2 行)。</translation>
    </message>
    <message>
        <source>No Memory tab is shown.</source>
        <translation>メモリタブが表示されていません。</translation>
    </message>
    <message numerus="yes">
        <source>Exported the block map to %1 (%n segment(s)).</source>
        <translation>
            <numerusform>ブロックマップを %1 にエクスポートしました (%n セグメント)。</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown report format &apos;%1&apos;.</source>
        <translation>不明なレポート形式 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>Deriving the causal chains…</source>
        <translation>因果チェーンを導出中…</translation>
    </message>
    <message>
        <source>Export Review Report</source>
        <translation>レビューレポートをエクスポート</translation>
    </message>
    <message>
        <source>Drawing the pictures…</source>
        <translation>画像を描画中…</translation>
    </message>
    <message>
        <source>Exported the review to %1: %2 chains, %3 pictures, %4 notes.</source>
        <translation>レビューを %1 にエクスポートしました: チェーン %2 件、画像 %3 枚、メモ %4 件。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>Exported %1 events to %2 for Perfetto.</source>
        <translation>%1 件のイベントを Perfetto 用に %2 へエクスポートしました。</translation>
    </message>
    <message>
        <source>The export failed: %1</source>
        <translation>エクスポートに失敗しました: %1</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>エクスポート</translation>
    </message>
    <message>
        <source>The capture, its causal chains, op statistics, notes and timeline pictures as Markdown, one HTML file or a PDF document, beside the capture</source>
        <translation>キャプチャの情報、因果チェーン、演算統計、メモ、タイムラインの画像を、Markdown、1 つの HTML ファイル、または PDF 文書としてキャプチャと同じ場所に</translation>
    </message>
</context>
<context>
    <name>faultline::FileKinds</name>
    <message>
        <source>Captures, traces and memory snapshots (*.db *.sqlite *.json *.json.gz *.gz *.pickle *.pkl *.html);;Captures (*.db *.sqlite);;PyTorch profiler and Nsight Systems traces (*.json *.json.gz *.sqlite);;PyTorch memory snapshots (*.pickle *.pkl *.json *.html);;All files (*)</source>
        <translation>キャプチャ、トレース、メモリスナップショット (*.db *.sqlite *.json *.json.gz *.gz *.pickle *.pkl *.html);;キャプチャ (*.db *.sqlite);;PyTorch プロファイラと Nsight Systems のトレース (*.json *.json.gz *.sqlite);;PyTorch メモリスナップショット (*.pickle *.pkl *.json *.html);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Faultline opens captures written by Faultline or Ingero (SQLite files ending in .db or .sqlite), PyTorch profiler traces (.json, .json.gz), Nsight Systems SQLite exports and PyTorch memory snapshots (.pickle, .pkl, .json, .html).

Dropped: %1</source>
        <translation>Faultline が開けるのは、Faultline または Ingero のキャプチャ (.db または .sqlite で終わる SQLite ファイル)、PyTorch プロファイラのトレース (.json, .json.gz)、Nsight Systems の SQLite エクスポート、PyTorch メモリスナップショット (.pickle, .pkl, .json, .html) です。

ドロップされたファイル: %1</translation>
    </message>
</context>
<context>
    <name>faultline::GpuTimeChart</name>
    <message>
        <source>%1: %2 (%3 of the %4)</source>
        <translation>%1: %2 (%4 の %3)</translation>
    </message>
    <message numerus="yes">
        <source>%n counted step(s)</source>
        <translation>
            <numerusform>集計対象の %n ステップ</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU&apos;s span</source>
        <translation>GPU の稼働期間</translation>
    </message>
    <message>
        <source>%1 per step; click for the step where it is largest</source>
        <translation>1 ステップあたり %1。クリックすると、これが最大のステップを表示します</translation>
    </message>
    <message>
        <source>Click to show the GPU&apos;s span on the timeline</source>
        <translation>クリックすると GPU の稼働期間をタイムラインに表示します</translation>
    </message>
    <message>
        <source>busy %1 · idle %2</source>
        <translation>稼働 %1 · アイドル %2</translation>
    </message>
</context>
<context>
    <name>faultline::GuideDialog</name>
    <message>
        <source>Faultline Guide</source>
        <translation>Faultline ガイド</translation>
    </message>
</context>
<context>
    <name>faultline::KeyboardShortcuts</name>
    <message>
        <source>Zoom in, around the mouse (or the middle)</source>
        <translation>マウス位置 (または中央) を中心に拡大</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>Move earlier in time</source>
        <translation>より早い時刻へ移動</translation>
    </message>
    <message>
        <source>Move later in time</source>
        <translation>より遅い時刻へ移動</translation>
    </message>
    <message>
        <source>Fit the selection (time range, area or event); the whole capture when nothing is selected</source>
        <translation>選択 (時間範囲、領域、イベント) に合わせる。何も選択していなければキャプチャ全体</translation>
    </message>
    <message>
        <source>Show the whole capture</source>
        <translation>キャプチャ全体を表示</translation>
    </message>
    <message>
        <source>Previous zoom</source>
        <translation>前のズーム</translation>
    </message>
    <message>
        <source>Next zoom</source>
        <translation>次のズーム</translation>
    </message>
    <message>
        <source>Search ops and stacks</source>
        <translation>演算とスタックを検索</translation>
    </message>
    <message>
        <source>Next search match</source>
        <translation>次の一致</translation>
    </message>
    <message>
        <source>Previous search match</source>
        <translation>前の一致</translation>
    </message>
    <message>
        <source>Clear the selections; with a chain shown, back to the whole capture</source>
        <translation>選択を解除。チェーンを表示中ならキャプチャ全体に戻る</translation>
    </message>
    <message>
        <source>Everywhere (menus)</source>
        <translation>全体 (メニュー)</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>タイムライン</translation>
    </message>
    <message>
        <source>Chains</source>
        <translation>チェーン</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>メモリ</translation>
    </message>
    <message>
        <source>SQL console</source>
        <translation>SQL コンソール</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Cancel loading, while the status bar shows Cancel</source>
        <translation>読み込みをキャンセル (ステータスバーに「キャンセル」が表示されている間)</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+ホイール</translation>
    </message>
    <message>
        <source>Zoom around the mouse</source>
        <translation>マウス位置を中心にズーム</translation>
    </message>
    <message>
        <source>Shift+wheel</source>
        <translation>Shift+ホイール</translation>
    </message>
    <message>
        <source>Move earlier or later in time</source>
        <translation>時間軸に沿って前後に移動</translation>
    </message>
    <message>
        <source>Wheel</source>
        <translation>ホイール</translation>
    </message>
    <message>
        <source>Scroll the rows</source>
        <translation>行をスクロール</translation>
    </message>
    <message>
        <source>Drag</source>
        <translation>ドラッグ</translation>
    </message>
    <message>
        <source>Move in time</source>
        <translation>時間軸に沿って移動</translation>
    </message>
    <message>
        <source>Shift+drag</source>
        <translation>Shift+ドラッグ</translation>
    </message>
    <message>
        <source>Total the calls in an area (the Selection tab below the tracks)</source>
        <translation>領域内の呼び出しを集計 (トラックの下の「選択範囲」タブ)</translation>
    </message>
    <message>
        <source>Drag on the ruler</source>
        <translation>ルーラー上でドラッグ</translation>
    </message>
    <message>
        <source>Select a time range (F fits it)</source>
        <translation>時間範囲を選択 (F でその範囲に合わせる)</translation>
    </message>
    <message>
        <source>Click</source>
        <translation>クリック</translation>
    </message>
    <message>
        <source>Select an event and show its details and stack</source>
        <translation>イベントを選択し、その詳細とスタックを表示</translation>
    </message>
    <message>
        <source>Double-click</source>
        <translation>ダブルクリック</translation>
    </message>
    <message>
        <source>Zoom to an event, or to a run of merged events</source>
        <translation>イベント、またはまとめて表示された一連のイベントにズーム</translation>
    </message>
    <message>
        <source>Click a process row</source>
        <translation>プロセスの行をクリック</translation>
    </message>
    <message>
        <source>Collapse or expand the process</source>
        <translation>プロセスを折りたたむ/展開する</translation>
    </message>
    <message>
        <source>Enter, Shift+Enter</source>
        <translation>Enter, Shift+Enter</translation>
    </message>
    <message>
        <source>In the search box: next or previous match</source>
        <translation>検索ボックス内: 次または前の一致</translation>
    </message>
    <message>
        <source>In the search box: back to the tracks; the view stays as it is</source>
        <translation>検索ボックス内: トラックに戻る (ビューはそのまま)</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>↑, ↓</translation>
    </message>
    <message>
        <source>Select a chain: its evidence is highlighted on the timeline and its time window shown</source>
        <translation>チェーンを選択: その根拠がタイムライン上で強調表示され、その時間窓が表示される</translation>
    </message>
    <message>
        <source>Click an evidence row</source>
        <translation>根拠の行をクリック</translation>
    </message>
    <message>
        <source>Select that event on the timeline</source>
        <translation>そのイベントをタイムライン上で選択</translation>
    </message>
    <message>
        <source>Enter or double-click an evidence row</source>
        <translation>根拠の行で Enter またはダブルクリック</translation>
    </message>
    <message>
        <source>Zoom the timeline to that event</source>
        <translation>タイムラインをそのイベントにズーム</translation>
    </message>
    <message>
        <source>Click a source row</source>
        <translation>ソースの行をクリック</translation>
    </message>
    <message>
        <source>Show that line in the Source view</source>
        <translation>その行をソースビューに表示</translation>
    </message>
    <message>
        <source>Esc on the timeline</source>
        <translation>タイムライン上で Esc</translation>
    </message>
    <message>
        <source>Leave the chain: the whole capture again</source>
        <translation>チェーンを離れ、再びキャプチャ全体を表示</translation>
    </message>
    <message>
        <source>Click or drag on the memory timeline</source>
        <translation>メモリタイムライン上でクリックまたはドラッグ</translation>
    </message>
    <message>
        <source>Show the allocator&apos;s state at that moment</source>
        <translation>その時点のアロケータの状態を表示</translation>
    </message>
    <message>
        <source>Click a band</source>
        <translation>帯をクリック</translation>
    </message>
    <message>
        <source>Select its allocation site; click it again to clear</source>
        <translation>その割り当て箇所を選択。もう一度クリックで解除</translation>
    </message>
    <message>
        <source>Left, Right on the history slider</source>
        <translation>履歴スライダー上で ←, →</translation>
    </message>
    <message>
        <source>One recorded entry earlier or later</source>
        <translation>記録エントリを 1 つ前または後へ</translation>
    </message>
    <message>
        <source>Page Up, Page Down on the history slider</source>
        <translation>履歴スライダー上で Page Up, Page Down</translation>
    </message>
    <message>
        <source>Ten entries earlier or later</source>
        <translation>10 エントリ前または後へ</translation>
    </message>
    <message>
        <source>Ctrl+wheel on the block map</source>
        <translation>ブロックマップ上で Ctrl+ホイール</translation>
    </message>
    <message>
        <source>Zoom the block map</source>
        <translation>ブロックマップをズーム</translation>
    </message>
    <message>
        <source>Click a block</source>
        <translation>ブロックをクリック</translation>
    </message>
    <message>
        <source>List the frames that allocated it</source>
        <translation>そのブロックを割り当てたフレームを一覧表示</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <source>Run the statement under the cursor, or the selection</source>
        <translation>カーソル位置の文または選択範囲を実行</translation>
    </message>
    <message>
        <source>Stop the running query, count, export or query lane</source>
        <translation>実行中のクエリ、件数計算、エクスポート、クエリレーンを停止</translation>
    </message>
    <message>
        <source>Complete a table, column or function name</source>
        <translation>テーブル名、列名、関数名を補完</translation>
    </message>
    <message>
        <source>In the result: copy the selected cells</source>
        <translation>結果内: 選択したセルをコピー</translation>
    </message>
    <message>
        <source>Click an id</source>
        <translation>ID をクリック</translation>
    </message>
    <message>
        <source>Select that event: its details show beside the timeline</source>
        <translation>そのイベントを選択: 詳細がタイムラインの横に表示される</translation>
    </message>
    <message>
        <source>Double-click or Ctrl+click an id or a time</source>
        <translation>ID または時刻をダブルクリックまたは Ctrl+クリック</translation>
    </message>
    <message>
        <source>Show it on the timeline</source>
        <translation>タイムライン上に表示</translation>
    </message>
    <message>
        <source>Double-click an editor tab</source>
        <translation>エディタのタブをダブルクリック</translation>
    </message>
    <message>
        <source>Rename the tab</source>
        <translation>タブ名を変更</translation>
    </message>
    <message>
        <source>Double-click in Schema</source>
        <translation>スキーマ内でダブルクリック</translation>
    </message>
    <message>
        <source>Insert the table&apos;s or column&apos;s name</source>
        <translation>テーブル名または列名を挿入</translation>
    </message>
    <message>
        <source>Double-click in History</source>
        <translation>履歴内でダブルクリック</translation>
    </message>
    <message>
        <source>Open the statement in a new tab</source>
        <translation>その文を新しいタブで開く</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Jump to the selected note</source>
        <translation>選択したメモへジャンプ</translation>
    </message>
    <message>
        <source>Del</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>Delete the selected note</source>
        <translation>選択したメモを削除</translation>
    </message>
    <message>
        <source>Enter on a rank, a click on a heat map cell</source>
        <translation>ランク上で Enter、ヒートマップのセルをクリック</translation>
    </message>
    <message>
        <source>In the Ranks tab: that rank on the timeline, or that collective with every rank&apos;s lane for it</source>
        <translation>ランクタブ内: そのランクをタイムラインに表示、またはその集団通信を全ランクのレーンとともに表示</translation>
    </message>
    <message>
        <source>Tab, then Up, Down on the row labels</source>
        <translation>Tab の後、行ラベル上で ↑、↓</translation>
    </message>
    <message>
        <source>Move between rows: Left folds a rank or process (or goes to its header), Right unfolds, Space toggles, Shift+F10 opens the row&apos;s menu</source>
        <translation>行間を移動: ← でランクまたはプロセスを折りたたむ (またはその見出しへ移動)、→ で展開、Space で切り替え、Shift+F10 で行のメニューを開く</translation>
    </message>
    <message>
        <source>Ranks field (&quot;0-3, 7&quot;)</source>
        <translation>ランク欄 (&quot;0-3, 7&quot;)</translation>
    </message>
    <message>
        <source>Show only those ranks of a job</source>
        <translation>ジョブのうち指定したランクのみを表示</translation>
    </message>
    <message>
        <source>Shift while dropping a file</source>
        <translation>ファイルのドロップ時に Shift</translation>
    </message>
    <message>
        <source>Compare it with the open capture or snapshot</source>
        <translation>開いているキャプチャまたはスナップショットと比較</translation>
    </message>
    <message>
        <source>Enter, Shift+Enter on a change</source>
        <translation>変化の行で Enter, Shift+Enter</translation>
    </message>
    <message>
        <source>In the Compare tab: that call, kernel or range in A&apos;s timeline, or in B&apos;s</source>
        <translation>比較タブ内: その呼び出し、カーネル、範囲を A のタイムライン、または B のタイムラインに表示</translation>
    </message>
</context>
<context>
    <name>faultline::LatencyChart</name>
    <message>
        <source>No stored calls to chart: only event_aggregates count this op.</source>
        <translation>グラフにする保存済み呼び出しがありません: この演算は event_aggregates のみで集計されています。</translation>
    </message>
    <message>
        <source>calls per bucket</source>
        <translation>区間ごとの呼び出し数</translation>
    </message>
    <message>
        <source>duration (log scale)</source>
        <translation>所要時間 (対数目盛)</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>呼び出し</translation>
    </message>
</context>
<context>
    <name>faultline::LiveController</name>
    <message>
        <source>&amp;Attach…</source>
        <translation>アタッチ(&amp;A)…</translation>
    </message>
    <message>
        <source>Capture live from faultline-probe on this machine or a node (SSH, Unix socket)</source>
        <translation>このマシンまたはノード上の faultline-probe からライブでキャプチャ (SSH, Unix ソケット)</translation>
    </message>
    <message>
        <source>Record &amp;Local Process…</source>
        <translation>ローカルプロセスを記録(&amp;L)…</translation>
    </message>
    <message>
        <source>Trace a process on this machine: starts faultline-probe through pkexec</source>
        <translation>このマシン上のプロセスをトレース: pkexec 経由で faultline-probe を起動します</translation>
    </message>
    <message>
        <source>&amp;Stop Capture</source>
        <translation>キャプチャを停止(&amp;S)</translation>
    </message>
    <message>
        <source>Ask the probe to end the live capture; what arrived stays open</source>
        <translation>プローブにライブキャプチャの終了を依頼します。受信済みの内容は開いたままです</translation>
    </message>
    <message>
        <source>&amp;Follow Newest</source>
        <translation>最新を追従(&amp;F)</translation>
    </message>
    <message>
        <source>Keep the timeline on the last %1 s of the live capture (End); zooming or panning turns it off</source>
        <translation>タイムラインをライブキャプチャの最後の %1 秒に保ちます (End)。ズームやパンでオフになります</translation>
    </message>
    <message>
        <source>Live Capture</source>
        <translation>ライブキャプチャ</translation>
    </message>
    <message>
        <source>A live capture is running. Stop it (Capture ▸ Stop Capture) before starting another.</source>
        <translation>ライブキャプチャが実行中です。別のキャプチャを開始する前に停止してください (キャプチャ ▸ キャプチャを停止)。</translation>
    </message>
    <message>
        <source>The live capture could not be shown: %1</source>
        <translation>ライブキャプチャを表示できませんでした: %1</translation>
    </message>
    <message>
        <source>Attaching to %1; the capture goes to %2.</source>
        <translation>%1 にアタッチしています。キャプチャは %2 に保存されます。</translation>
    </message>
    <message>
        <source>Stopping the live capture…</source>
        <translation>ライブキャプチャを停止中…</translation>
    </message>
    <message>
        <source>Live capture finished: %1 Kept as %2.</source>
        <translation>ライブキャプチャが完了しました: %1 %2 として保存しました。</translation>
    </message>
    <message>
        <source>The live capture ended early; %1 keeps the %2 events received.</source>
        <translation>ライブキャプチャが途中で終了しました。%1 には受信した %2 件のイベントが保持されます。</translation>
    </message>
    <message>
        <source>The live capture failed.</source>
        <translation>ライブキャプチャに失敗しました。</translation>
    </message>
</context>
<context>
    <name>faultline::LiveSession</name>
    <message>
        <source>No node sent an event.</source>
        <translation>どのノードもイベントを送信しませんでした。</translation>
    </message>
    <message>
        <source>The nodes&apos; captures could not be merged into %1: %2</source>
        <translation>ノードのキャプチャを %1 に統合できませんでした: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n events received from %1.</source>
        <translation>
            <numerusform>%1 から %n 件のイベントを受信しました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>faultline::LiveStatusWidget</name>
    <message>
        <source>● Connecting…</source>
        <translation>● 接続中…</translation>
    </message>
    <message>
        <source>● Handshake…</source>
        <translation>● ハンドシェイク中…</translation>
    </message>
    <message>
        <source>● Starting…</source>
        <translation>● 開始中…</translation>
    </message>
    <message>
        <source>● Live</source>
        <translation>● ライブ</translation>
    </message>
    <message>
        <source>● Reconnecting…</source>
        <translation>● 再接続中…</translation>
    </message>
    <message>
        <source>● Finishing…</source>
        <translation>● 完了処理中…</translation>
    </message>
    <message>
        <source>● Finished</source>
        <translation>● 完了</translation>
    </message>
    <message>
        <source>● Failed</source>
        <translation>● 失敗</translation>
    </message>
    <message>
        <source>● Stopping…</source>
        <translation>● 停止中…</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
    <message>
        <source>%1 — %2: %3 events, %4 dropped, clock offset %5</source>
        <translation>%1 — %2: イベント %3 件、欠落 %4 件、クロックオフセット %5</translation>
    </message>
    <message>
        <source>not measured yet</source>
        <translation>未測定</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Ask the probe to end the capture; what arrived stays</source>
        <translation>プローブにキャプチャの終了を依頼します。受信済みの内容は残ります</translation>
    </message>
    <message>
        <source>%1 events/s</source>
        <translation>%1 件/秒</translation>
    </message>
    <message>
        <source>Average over the capture</source>
        <translation>キャプチャ全体の平均</translation>
    </message>
    <message>
        <source>Median over the last seconds</source>
        <translation>直近数秒の中央値</translation>
    </message>
    <message>
        <source>From the probe to the screen: %1 ms (median of the last refreshes)</source>
        <translation>プローブから画面まで: %1 ms (直近の更新の中央値)</translation>
    </message>
    <message>
        <source>%1 of %2 events</source>
        <translation>%2 件中 %1 件のイベント</translation>
    </message>
    <message>
        <source>%1 events</source>
        <translation>イベント %1 件</translation>
    </message>
    <message>
        <source>%1 dropped</source>
        <translation>欠落 %1 件</translation>
    </message>
    <message>
        <source>%1: %2 dropped</source>
        <translation>%1: 欠落 %2 件</translation>
    </message>
    <message>
        <source>Events the probe lost (ring buffer full), as it reports them</source>
        <translation>プローブが失ったイベント (リングバッファが満杯)、プローブの報告どおり</translation>
    </message>
    <message numerus="yes">
        <source>%n node(s)</source>
        <translation>
            <numerusform>%n ノード</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 failed</source>
        <translation>%1、%2 件失敗</translation>
    </message>
</context>
<context>
    <name>faultline::MainWindow</name>
    <message>
        <source>Ready. Open a capture with Ctrl+O or drop a .db file here.</source>
        <translation>準備完了。Ctrl+O でキャプチャを開くか、.db ファイルをここにドロップしてください。</translation>
    </message>
    <message>
        <source>&amp;Open Capture…</source>
        <translation>キャプチャを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a Faultline or Ingero capture (.db, .sqlite)</source>
        <translation>Faultline または Ingero のキャプチャを開く (.db, .sqlite)</translation>
    </message>
    <message>
        <source>Open &amp;Demo Capture</source>
        <translation>デモキャプチャを開く(&amp;D)</translation>
    </message>
    <message>
        <source>Generate a capture of a fragmentation incident and open it</source>
        <translation>断片化インシデントのキャプチャを生成して開く</translation>
    </message>
    <message>
        <source>&amp;Close Capture</source>
        <translation>キャプチャを閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Clear Recent</source>
        <translation>履歴を消去(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>フルスクリーン(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Summary</source>
        <translation>概要(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Timeline</source>
        <translation>タイムライン(&amp;T)</translation>
    </message>
    <message>
        <source>S&amp;QL Console</source>
        <translation>SQL コンソール(&amp;Q)</translation>
    </message>
    <message>
        <source>Query the capture with SQL</source>
        <translation>SQL でキャプチャを照会する</translation>
    </message>
    <message>
        <source>&amp;Device Memory</source>
        <translation>デバイスメモリ(&amp;D)</translation>
    </message>
    <message>
        <source>Device memory over time, rebuilt from the capture&apos;s traced allocations (cudaMalloc, cudaFree)</source>
        <translation>キャプチャでトレースされた割り当て (cudaMalloc, cudaFree) から再構築した、デバイスメモリの時間変化</translation>
    </message>
    <message>
        <source>Save Capture &amp;As…</source>
        <translation>キャプチャに名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Save a copy of the open capture (a live one as far as it arrived)</source>
        <translation>開いているキャプチャのコピーを保存 (ライブの場合は受信済みの分)</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <source>Theme, language, time display, source editor and capture defaults</source>
        <translation>テーマ、言語、時刻表示、ソースエディタ、キャプチャの既定値</translation>
    </message>
    <message>
        <source>&amp;About Faultline</source>
        <translation>Faultline について(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Capture</source>
        <translation>キャプチャ(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>Save Annotated Copy</source>
        <translation>注釈付きコピーを保存</translation>
    </message>
    <message>
        <source>Rebuilding device memory cancelled.</source>
        <translation>デバイスメモリの再構築をキャンセルしました。</translation>
    </message>
    <message>
        <source>Capture closed.</source>
        <translation>キャプチャを閉じました。</translation>
    </message>
    <message>
        <source>Open Capture</source>
        <translation>キャプチャを開く</translation>
    </message>
    <message>
        <source>Faultline</source>
        <translation>Faultline</translation>
    </message>
    <message>
        <source>Demo capture</source>
        <translation>デモキャプチャ</translation>
    </message>
    <message>
        <source>Live: %1</source>
        <translation>ライブ: %1</translation>
    </message>
    <message>
        <source>%1 — Faultline</source>
        <translation>%1 — Faultline</translation>
    </message>
    <message>
        <source>About Faultline</source>
        <translation>Faultline について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Faultline %1&lt;/h3&gt;&lt;p&gt;An investigation workbench for GPU memory and stall incidents in PyTorch/CUDA jobs.&lt;/p&gt;&lt;p&gt;Opens Faultline and Ingero captures: per-op latency, processes, drops, and more views to come.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Faultline %1&lt;/h3&gt;&lt;p&gt;PyTorch/CUDA ジョブの GPU メモリとストールのインシデントを調査するワークベンチ。&lt;/p&gt;&lt;p&gt;Faultline と Ingero のキャプチャを開きます: 演算ごとのレイテンシ、プロセス、欠落など。ビューは今後も増えます。&lt;/p&gt;&lt;p&gt;Qt %2 でビルド、Qt %3 で実行中。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Not a Capture</source>
        <translation>キャプチャではありません</translation>
    </message>
    <message>
        <source>Dropped file is not a capture.</source>
        <translation>ドロップしたファイルはキャプチャではありません。</translation>
    </message>
    <message>
        <source>Save Capture As</source>
        <translation>キャプチャに名前を付けて保存</translation>
    </message>
    <message>
        <source>&amp;Guide</source>
        <translation>ガイド(&amp;G)</translation>
    </message>
    <message>
        <source>How to read a chain, the timeline and the memory view</source>
        <translation>チェーン、タイムライン、メモリビューの読み方</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>Every key and mouse gesture, by view</source>
        <translation>すべてのキー操作とマウス操作 (ビュー別)</translation>
    </message>
    <message>
        <source>&amp;Ranks</source>
        <translation>ランク(&amp;R)</translation>
    </message>
    <message>
        <source>The job&apos;s ranks side by side: which rank the others waited for at each collective</source>
        <translation>ジョブのランクを並べて比較: 各集団通信で他のランクがどのランクを待ったか</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Compare &amp;With…</source>
        <translation>別の実行と比較(&amp;W)…</translation>
    </message>
    <message>
        <source>Compare the open capture or snapshot with another run: what changed, by how much, and where (Shift while dropping a file does the same)</source>
        <translation>開いているキャプチャまたはスナップショットを別の実行と比較: 何が、どれだけ、どこで変化したか (ファイルのドロップ時に Shift を押しても同じ)</translation>
    </message>
</context>
<context>
    <name>faultline::MemoryTimeline</name>
    <message>
        <source>No recorded allocator history for this device.</source>
        <translation>このデバイスのアロケータ履歴は記録されていません。</translation>
    </message>
    <message>
        <source>seconds since the first recorded entry</source>
        <translation>最初の記録エントリからの秒数</translation>
    </message>
    <message>
        <source>trace entry</source>
        <translation>トレースエントリ</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>予約済み</translation>
    </message>
    <message>
        <source>other (1 site)</source>
        <translation>その他 (1 箇所)</translation>
    </message>
    <message>
        <source>other (%1 sites)</source>
        <translation>その他 (%1 箇所)</translation>
    </message>
    <message>
        <source>no frames recorded</source>
        <translation>フレームの記録なし</translation>
    </message>
    <message>
        <source>Reserved: memory the caching allocator holds from the driver (the most in each bucket).</source>
        <translation>予約済み: キャッシングアロケータがドライバから確保しているメモリ (各区間の最大値)。</translation>
    </message>
    <message>
        <source>%1
every other allocation site (the largest held %2 at once)</source>
        <translation>%1
その他すべての割り当て箇所 (最大で同時に %2 を保持)</translation>
    </message>
    <message>
        <source>%1
peak %2; %3 at the highest point
Click to outline the blocks it allocated.</source>
        <translation>%1
ピーク %2、最高点で %3
クリックでこの箇所が割り当てたブロックを枠で囲みます。</translation>
    </message>
    <message>
        <source>after entry #%1</source>
        <translation>エントリ #%1 の後</translation>
    </message>
    <message>
        <source>after entry #%1 (the peak of entries #%2–%3)</source>
        <translation>エントリ #%1 の後 (エントリ #%2–%3 のピーク)</translation>
    </message>
    <message>
        <source>%1 allocated, %2 reserved
%3</source>
        <translation>割り当て済み %1、予約済み %2
%3</translation>
    </message>
    <message>
        <source>%1
%2 of %3 allocated
%4</source>
        <translation>%1
%3 中 %2 が割り当て済み
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
        <translation>OOM: %1</translation>
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
        <translation>デバイス:</translation>
    </message>
    <message>
        <source>Pool:</source>
        <translation>プール:</translation>
    </message>
    <message>
        <source>Stream:</source>
        <translation>ストリーム:</translation>
    </message>
    <message>
        <source>allocated</source>
        <translation>割り当て済み</translation>
    </message>
    <message>
        <source>pending free</source>
        <translation>解放待ち</translation>
    </message>
    <message>
        <source>free (cached)</source>
        <translation>空き (キャッシュ)</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>断片化</translation>
    </message>
    <message>
        <source>OOM</source>
        <translation>OOM</translation>
    </message>
    <message>
        <source>Frames of the clicked block. Select one to outline every block it allocated.</source>
        <translation>クリックしたブロックのフレーム。1 つ選ぶと、それが割り当てたすべてのブロックを枠で囲みます。</translation>
    </message>
    <message>
        <source>Frames</source>
        <translation>フレーム</translation>
    </message>
    <message>
        <source>Allocator history: drag to see the state after any recorded entry.</source>
        <translation>アロケータ履歴: ドラッグすると、任意の記録エントリ後の状態を表示します。</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>Reserved</source>
        <translation>予約済み</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>割り当て済み</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>要求</translation>
    </message>
    <message>
        <source>Internal waste</source>
        <translation>内部の無駄</translation>
    </message>
    <message>
        <source>Pending free</source>
        <translation>解放待ち</translation>
    </message>
    <message>
        <source>Inactive (cached free)</source>
        <translation>非アクティブ (キャッシュ済みの空き)</translation>
    </message>
    <message>
        <source>Releasable</source>
        <translation>解放可能</translation>
    </message>
    <message>
        <source>Whole free segments that torch.cuda.empty_cache() would return.</source>
        <translation>torch.cuda.empty_cache() が返却する、空きのセグメント全体。</translation>
    </message>
    <message>
        <source>Largest free block</source>
        <translation>最大空きブロック</translation>
    </message>
    <message>
        <source>External fragmentation</source>
        <translation>外部断片化</translation>
    </message>
    <message>
        <source>Σgap² metric</source>
        <translation>Σgap² 指標</translation>
    </message>
    <message>
        <source>Blocks / segments</source>
        <translation>ブロック / セグメント</translation>
    </message>
    <message>
        <source>Live blocks and segments of the shown state.</source>
        <translation>表示中の状態の生存ブロックとセグメント。</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>説明</translation>
    </message>
    <message>
        <source>Paste a “CUDA out of memory” error message here…</source>
        <translation>「CUDA out of memory」エラーメッセージをここに貼り付け…</translation>
    </message>
    <message>
        <source>Explain Message</source>
        <translation>メッセージを説明</translation>
    </message>
    <message>
        <source>All pools</source>
        <translation>すべてのプール</translation>
    </message>
    <message>
        <source>All streams</source>
        <translation>すべてのストリーム</translation>
    </message>
    <message>
        <source>Default pool</source>
        <translation>既定のプール</translation>
    </message>
    <message>
        <source>Private pool (%1, %2)</source>
        <translation>プライベートプール (%1, %2)</translation>
    </message>
    <message>
        <source>Default stream</source>
        <translation>既定のストリーム</translation>
    </message>
    <message>
        <source>Stream 0x%1</source>
        <translation>ストリーム 0x%1</translation>
    </message>
    <message>
        <source>Entry %1: %2 requested</source>
        <translation>エントリ %1: %2 を要求</translation>
    </message>
    <message>
        <source>No oom entry in this device&apos;s trace</source>
        <translation>このデバイスのトレースに OOM エントリはありません</translation>
    </message>
    <message>
        <source>Replaying the history of GPU %1…</source>
        <translation>GPU %1 の履歴をリプレイ中…</translation>
    </message>
    <message>
        <source>Final state (after all %1 entries)</source>
        <translation>最終状態 (全 %1 エントリ後)</translation>
    </message>
    <message>
        <source>Before the first of %1 recorded entries</source>
        <translation>記録された %1 エントリの最初より前</translation>
    </message>
    <message>
        <source>After entry #%1 of %2</source>
        <translation>エントリ #%1 / %2 の後</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>No frames recorded for this block.</source>
        <translation>このブロックのフレームは記録されていません。</translation>
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
        <translation>貼り付けたテキストにメモリ不足のメッセージは見つかりませんでした。</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>所見</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>助言</translation>
    </message>
    <message>
        <source>Fragmentation: free memory in pieces too small</source>
        <translation>断片化: 空きメモリが小さな断片に分かれています</translation>
    </message>
    <message>
        <source>Exhaustion: live tensors need more than there is</source>
        <translation>メモリ枯渇: 生存中のテンソルが利用可能な量を超えています</translation>
    </message>
    <message>
        <source>Memory held elsewhere</source>
        <translation>別の場所に保持されたメモリ</translation>
    </message>
    <message>
        <source>Cause not determined</source>
        <translation>原因を特定できません</translation>
    </message>
    <message>
        <source>traced segment (its tensors unknown)</source>
        <translation>トレースされたセグメント (中のテンソルは不明)</translation>
    </message>
    <message>
        <source>No frames recorded for this entry.</source>
        <translation>このエントリのフレームは記録されていません。</translation>
    </message>
    <message>
        <source>What the caching allocator holds from CUDA: all its segments.</source>
        <translation>キャッシングアロケータが CUDA から確保しているメモリ: 全セグメントの合計。</translation>
    </message>
    <message>
        <source>Held by live tensors, in blocks the allocator rounded up.</source>
        <translation>生存中のテンソルが保持するメモリ (アロケータが切り上げたブロック単位)。</translation>
    </message>
    <message>
        <source>What the program asked for.</source>
        <translation>プログラムが要求した量。</translation>
    </message>
    <message>
        <source>Allocated − requested: rounding inside blocks. High above 10 % of allocated.</source>
        <translation>割り当て済み − 要求: ブロック内の切り上げ分。割り当て済みの 10 % を超えると「高」。</translation>
    </message>
    <message>
        <source>Freed by the program, still in use on another stream. High above 5 % of reserved.</source>
        <translation>プログラムが解放したが、別のストリームでまだ使用中のメモリ。予約済みの 5 % を超えると「高」。</translation>
    </message>
    <message>
        <source>Free blocks inside segments: kept for this process, unusable by others. High above 20 % of reserved.</source>
        <translation>セグメント内の空きブロック: このプロセス用に保持され、他のプロセスは使えない。予約済みの 20 % を超えると「高」。</translation>
    </message>
    <message>
        <source>The largest request the cache can serve without a new segment. Bad when far below the cached free.</source>
        <translation>新しいセグメントなしでキャッシュが応じられる最大の要求。キャッシュ済みの空きを大きく下回る場合は要注意。</translation>
    </message>
    <message>
        <source>1 − largest free block / cached free: 0 is one free piece, near 1 many small ones. High above 0.5 when the cached free is over 5 % of reserved.</source>
        <translation>1 − 最大空きブロック / キャッシュ済みの空き: 0 なら空きは 1 つにまとまっており、1 に近いほど多数の小さな断片に分かれている。キャッシュ済みの空きが予約済みの 5 % を超えるとき、0.5 を超えると「高」。</translation>
    </message>
    <message>
        <source>MemoryViz&apos;s score: Σ (runs of free bytes)² / reserved². Near 0: the free space is scattered.</source>
        <translation>MemoryViz の指標: Σ (連続した空きバイトの長さ)² / 予約済み²。0 に近いほど空き領域が散らばっている。</translation>
    </message>
    <message>
        <source>This capture traced the allocator&apos;s segments (cudaMalloc), not the tensors inside them: how much of each segment was free is unknown. Record with the probe&apos;s tensor events, or open the job&apos;s memory snapshot, to see it.</source>
        <translation>このキャプチャがトレースしたのはアロケータのセグメント (cudaMalloc) で、その中のテンソルではありません。そのため、各セグメントのうちどれだけが空いていたかは不明です。これを見るには、プローブのテンソルイベント付きで記録するか、ジョブのメモリスナップショットを開いてください。</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>— / %1</source>
        <translation>— / %1</translation>
    </message>
    <message>
        <source>%1 (high)</source>
        <translation>%1 (高)</translation>
    </message>
    <message>
        <source>Where this comes from in your code: the site every view names.</source>
        <translation>コード上の発生元: 各ビューが割り当て箇所として示すフレームです。</translation>
    </message>
    <message>
        <source>Exhaustion or fragmentation: the capture cannot tell</source>
        <translation>メモリ枯渇または断片化: キャプチャからは判別できません</translation>
    </message>
</context>
<context>
    <name>faultline::NoteDialog</name>
    <message>
        <source>Default</source>
        <translation>既定</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>オレンジ</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <source>Add Note</source>
        <translation>メモを追加</translation>
    </message>
    <message>
        <source>Edit Note</source>
        <translation>メモを編集</translation>
    </message>
    <message>
        <source>What happens here, and why it matters</source>
        <translation>ここで何が起きているか、なぜ重要か</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>テキスト(&amp;T):</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>カスタム…</translation>
    </message>
    <message>
        <source>Choose any colour</source>
        <translation>任意の色を選択</translation>
    </message>
    <message>
        <source>Colour:</source>
        <translation>色:</translation>
    </message>
    <message>
        <source>&amp;Author:</source>
        <translation>作成者(&amp;A):</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Note Colour</source>
        <translation>メモの色</translation>
    </message>
</context>
<context>
    <name>faultline::NotesController</name>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
    <message>
        <source>Add &amp;Note…</source>
        <translation>メモを追加(&amp;N)…</translation>
    </message>
    <message>
        <source>A note at the mouse&apos;s time on the timeline, or over the selected range</source>
        <translation>タイムライン上のマウス位置の時刻、または選択範囲にメモを付けます</translation>
    </message>
    <message>
        <source>Save A&amp;nnotated Copy…</source>
        <translation>注釈付きコピーを保存(&amp;N)…</translation>
    </message>
    <message>
        <source>Write a copy of the capture with the notes in its annotations table, for Ingero&apos;s tools and others</source>
        <translation>メモを annotations テーブルに入れたキャプチャのコピーを書き込みます (Ingero のツールなど向け)</translation>
    </message>
    <message>
        <source>The notes in %1 could not be read (%2); they are kept as they are.</source>
        <translation>%1 のメモを読み取れませんでした (%2)。メモはそのまま保持されます。</translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) from %1.</source>
        <translation>
            <numerusform>%1 からのメモ %n 件。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) stored in the capture (read-only).</source>
        <translation>
            <numerusform>キャプチャに保存されたメモ %n 件 (読み取り専用)。</numerusform>
        </translation>
    </message>
    <message>
        <source>Notes saved to %1.</source>
        <translation>メモを %1 に保存しました。</translation>
    </message>
    <message>
        <source>The notes cannot be saved beside the capture (%1); they are saved in %2 instead.</source>
        <translation>メモをキャプチャの隣に保存できません (%1)。代わりに %2 に保存します。</translation>
    </message>
    <message>
        <source>The notes cannot be saved (%1); they are kept until the capture is closed. File ▸ Save Annotated Copy… keeps them in a copy of the capture.</source>
        <translation>メモを保存できません (%1)。キャプチャを閉じるまでは保持されます。ファイル ▸ 注釈付きコピーを保存… でキャプチャのコピーに残せます。</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>%1 を元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>%1 をやり直す(&amp;R)</translation>
    </message>
    <message>
        <source>%1 (pid %2)</source>
        <translation>%1 (PID %2)</translation>
    </message>
    <message>
        <source>The note was not added: its capture is no longer open.</source>
        <translation>メモは追加されませんでした: そのキャプチャはもう開かれていません。</translation>
    </message>
    <message>
        <source>The note was not saved: %1</source>
        <translation>メモは保存されませんでした: %1</translation>
    </message>
    <message>
        <source>A note at %1</source>
        <translation>%1 のメモ</translation>
    </message>
    <message>
        <source>A note at %1 on %2</source>
        <translation>%2 上の %1 のメモ</translation>
    </message>
    <message>
        <source>A note at %1 on %2, event %3</source>
        <translation>%2 上の %1 のメモ (イベント %3)</translation>
    </message>
    <message>
        <source>A note from %1 to %2 (%3)</source>
        <translation>%1 から %2 のメモ (%3)</translation>
    </message>
    <message>
        <source>A note on the chain “%1” (%2), %3 to %4</source>
        <translation>チェーン「%1」(%2) のメモ、%3 から %4</translation>
    </message>
    <message>
        <source>This note is stored in the capture; it is shown, not changed here.</source>
        <translation>このメモはキャプチャに保存されています。ここでは表示のみで変更はできません。</translation>
    </message>
    <message>
        <source>A note from %1 to %2</source>
        <translation>%1 から %2 のメモ</translation>
    </message>
    <message>
        <source>Add Note Here…</source>
        <translation>ここにメモを追加…</translation>
    </message>
    <message>
        <source>Add Note Here, on %1…</source>
        <translation>%1 上のここにメモを追加…</translation>
    </message>
    <message>
        <source>Add Note for Selection…</source>
        <translation>選択範囲にメモを追加…</translation>
    </message>
    <message>
        <source>Edit Note…</source>
        <translation>メモを編集…</translation>
    </message>
    <message>
        <source>Delete Note</source>
        <translation>メモを削除</translation>
    </message>
    <message>
        <source>Add Note for Chain…</source>
        <translation>チェーンにメモを追加…</translation>
    </message>
    <message>
        <source>The history has no times in order: there is no time to put a note at.</source>
        <translation>履歴の時刻が順序どおりではありません: メモを付ける時刻がありません。</translation>
    </message>
    <message>
        <source>Save Annotated Copy</source>
        <translation>注釈付きコピーを保存</translation>
    </message>
    <message>
        <source>Captures (*.db)</source>
        <translation>キャプチャ (*.db)</translation>
    </message>
    <message>
        <source>The annotated copy cannot replace the open capture; choose another file.</source>
        <translation>注釈付きコピーで開いているキャプチャを置き換えることはできません。別のファイルを選んでください。</translation>
    </message>
    <message numerus="yes">
        <source>Saving a copy of %1 with %n note(s) as %2…</source>
        <translation>
            <numerusform>%1 のコピーをメモ %n 件付きで %2 として保存中…</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not save the annotated copy: %1</source>
        <translation>注釈付きコピーを保存できませんでした: %1</translation>
    </message>
    <message numerus="yes">
        <source>Saved a copy with %n note(s) as %1.</source>
        <translation>
            <numerusform>メモ %n 件付きのコピーを %1 として保存しました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>faultline::NotesModel</name>
    <message>
        <source>Stored in the capture&apos;s annotations table: shown, not changed here. %1</source>
        <translation>キャプチャの annotations テーブルに保存: ここでは表示のみで変更はできません。%1</translation>
    </message>
    <message>
        <source>span, %1</source>
        <translation>区間、%1</translation>
    </message>
    <message>
        <source>point</source>
        <translation>時点</translation>
    </message>
    <message>
        <source>chain %1</source>
        <translation>チェーン %1</translation>
    </message>
    <message>
        <source>event %1 (pid %2)</source>
        <translation>イベント %1 (PID %2)</translation>
    </message>
    <message>
        <source>event %1</source>
        <translation>イベント %1</translation>
    </message>
    <message>
        <source>pid %1</source>
        <translation>PID %1</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>作成者</translation>
    </message>
    <message>
        <source>Pinned to</source>
        <translation>固定先</translation>
    </message>
</context>
<context>
    <name>faultline::NotesPanel</name>
    <message>
        <source>Filter notes</source>
        <translation>メモを絞り込み</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>削除(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the note (Del); Edit ▸ Undo brings it back</source>
        <translation>メモを削除 (Del)。編集 ▸ 元に戻す で復元できます</translation>
    </message>
    <message>
        <source>This note is stored in the capture; it is shown, not changed here.</source>
        <translation>このメモはキャプチャに保存されています。ここでは表示のみで変更はできません。</translation>
    </message>
    <message>
        <source>Change the note&apos;s text, colour or author</source>
        <translation>メモのテキスト、色、作成者を変更</translation>
    </message>
    <message>
        <source>No notes yet. In the timeline press N, or right-click ▸ Add Note Here…; right-click a chain for Add Note for Chain….</source>
        <translation>メモはまだありません。タイムラインで N を押すか、右クリック ▸ ここにメモを追加… を使ってください。チェーンを右クリックすると チェーンにメモを追加… があります。</translation>
    </message>
    <message>
        <source>No note matches the filter.</source>
        <translation>フィルタに一致するメモはありません。</translation>
    </message>
</context>
<context>
    <name>faultline::OpStatsModel</name>
    <message>
        <source>all</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>%1 of %2 (sampled)</source>
        <translation>%2 件中 %1 件 (サンプリング)</translation>
    </message>
    <message>
        <source>The capture stored %1 of the %2 calls the tracer saw (event_aggregates hold the true count). Latency percentiles are computed over the stored calls.</source>
        <translation>キャプチャはトレーサーが観測した %2 回の呼び出しのうち %1 回を保存しました (真の件数は event_aggregates にあります)。レイテンシのパーセンタイルは保存された呼び出しから計算されます。</translation>
    </message>
    <message>
        <source>Every call the tracer saw is stored.</source>
        <translation>トレーサーが観測したすべての呼び出しが保存されています。</translation>
    </message>
    <message>
        <source>Nearest-rank percentile of the stored calls&apos; durations.</source>
        <translation>保存された呼び出しの所要時間の最近順位法によるパーセンタイル。</translation>
    </message>
    <message>
        <source>%1 in all calls (event_aggregates); %2 in the stored calls.</source>
        <translation>全呼び出しで %1 (event_aggregates)、保存された呼び出しで %2。</translation>
    </message>
    <message>
        <source>Stored calls; “of N (sampled)” when the capture kept only a subset.</source>
        <translation>保存された呼び出し。キャプチャが一部のみを保持した場合は「N 件中 (サンプリング)」。</translation>
    </message>
    <message>
        <source>Latency percentile over the stored calls (nearest rank).</source>
        <translation>保存された呼び出しのレイテンシのパーセンタイル (最近順位法)。</translation>
    </message>
    <message>
        <source>Bytes requested or copied, for ops whose first argument is a size.</source>
        <translation>最初の引数がサイズである演算について、要求またはコピーされたバイト数。</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>演算</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>回数</translation>
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
        <translation>最大</translation>
    </message>
    <message>
        <source>Total bytes</source>
        <translation>合計バイト数</translation>
    </message>
</context>
<context>
    <name>faultline::PathMappingsDialog</name>
    <message>
        <source>Source Path Mappings</source>
        <translation>ソースパスの対応付け</translation>
    </message>
    <message>
        <source>The capture records file paths of the machine it was taken on. Map a folder there to the folder holding the same files here; the longest matching prefix wins. Remembered for this capture; mappings for every capture are in Edit ▸ Preferences ▸ Source.</source>
        <translation>キャプチャには、取得したマシンのファイルパスが記録されています。そのマシンのフォルダを、同じファイルがあるこのマシンのフォルダに対応付けてください。最も長く一致する接頭辞が優先されます。このキャプチャ用に記憶されます。すべてのキャプチャ用の対応付けは 編集 ▸ 設定 ▸ ソース にあります。</translation>
    </message>
</context>
<context>
    <name>faultline::PathMappingsEditor</name>
    <message>
        <source>On the traced machine</source>
        <translation>トレースしたマシン上</translation>
    </message>
    <message>
        <source>On this machine</source>
        <translation>このマシン上</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <source>Choose the local folder of the selected row</source>
        <translation>選択した行のローカルフォルダを選択</translation>
    </message>
    <message>
        <source>Local Folder</source>
        <translation>ローカルフォルダ</translation>
    </message>
</context>
<context>
    <name>faultline::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>外観(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Time</source>
        <translation>時刻(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Source</source>
        <translation>ソース(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Capture</source>
        <translation>キャプチャ(&amp;C)</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>システムに従う</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>テーマ(&amp;T):</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>システムの既定</translation>
    </message>
    <message>
        <source>System default (%1)</source>
        <translation>システムの既定 (%1)</translation>
    </message>
    <message>
        <source>%1 (no translation yet: English)</source>
        <translation>%1 (翻訳はまだありません: 英語)</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <source>A new language is used when Faultline starts again.</source>
        <translation>新しい言語は Faultline の次回起動時に適用されます。</translation>
    </message>
    <message>
        <source>Since the capture &amp;start (+12.250 s)</source>
        <translation>キャプチャ開始から(&amp;S) (+12.250 s)</translation>
    </message>
    <message>
        <source>&amp;Wall-clock time of day (14:03:12.250)</source>
        <translation>時刻 (壁時計)(&amp;W) (14:03:12.250)</translation>
    </message>
    <message>
        <source>Show times:</source>
        <translation>時刻の表示:</translation>
    </message>
    <message>
        <source>The ruler shows the other form under each tick, the event details both.</source>
        <translation>ルーラーは各目盛りの下にもう一方の形式を、イベントの詳細は両方を表示します。</translation>
    </message>
    <message>
        <source>Automatic (850 ns, 224.31 µs, 12.25 ms, 1.50 s)</source>
        <translation>自動 (850 ns, 224.31 µs, 12.25 ms, 1.50 s)</translation>
    </message>
    <message>
        <source>Nanoseconds (ns)</source>
        <translation>ナノ秒 (ns)</translation>
    </message>
    <message>
        <source>Microseconds (µs)</source>
        <translation>マイクロ秒 (µs)</translation>
    </message>
    <message>
        <source>Milliseconds (ms)</source>
        <translation>ミリ秒 (ms)</translation>
    </message>
    <message>
        <source>Seconds (s)</source>
        <translation>秒 (s)</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>単位(&amp;U):</translation>
    </message>
    <message>
        <source>Durations in the tables, tooltips, ruler and status lines, and times since the capture start, are given in this unit.</source>
        <translation>表、ツールチップ、ルーラー、ステータス行の所要時間と、キャプチャ開始からの時刻はこの単位で表示されます。</translation>
    </message>
    <message>
        <source>Presets</source>
        <translation>プリセット</translation>
    </message>
    <message>
        <source>&amp;Editor command:</source>
        <translation>エディタのコマンド(&amp;E):</translation>
    </message>
    <message>
        <source>Used by Open in Editor in the Source view; {file} and {line} are replaced by the file found on this machine and the line.</source>
        <translation>ソースビューの「エディタで開く」で使われます。{file} と {line} は、このマシン上で見つかったファイルと行に置き換えられます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Path mappings for every capture&lt;/b&gt;</source>
        <translation>&lt;b&gt;すべてのキャプチャ用のパスの対応付け&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Captures record the paths of the machine they were taken on. Map a folder there to the folder holding the same files here; the longest matching prefix wins. A capture&apos;s own mappings (Path Mappings… in the Source view) are tried first.</source>
        <translation>キャプチャには、取得したマシンのパスが記録されています。そのマシンのフォルダを、同じファイルがあるこのマシンのフォルダに対応付けてください。最も長く一致する接頭辞が優先されます。キャプチャ固有の対応付け (ソースビューの「パスの対応付け…」) が先に試されます。</translation>
    </message>
    <message>
        <source>What Capture ▸ Attach… starts with; each capture can still change it.</source>
        <translation>キャプチャ ▸ アタッチ… の初期値。各キャプチャで変更できます。</translation>
    </message>
    <message>
        <source>Native &amp;stacks</source>
        <translation>ネイティブスタック(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Python frames</source>
        <translation>&amp;Python フレーム</translation>
    </message>
    <message>
        <source>Record:</source>
        <translation>記録:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>until stopped</source>
        <translation>停止するまで</translation>
    </message>
    <message>
        <source>&amp;Duration:</source>
        <translation>期間(&amp;D):</translation>
    </message>
    <message>
        <source>the cache folder (%1)</source>
        <translation>キャッシュフォルダ (%1)</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>Choose the folder</source>
        <translation>フォルダを選択</translation>
    </message>
    <message>
        <source>Capture &amp;folder:</source>
        <translation>キャプチャのフォルダ(&amp;F):</translation>
    </message>
    <message>
        <source>Where a live capture is written when the Attach dialog names no file.</source>
        <translation>アタッチダイアログでファイルが指定されていないときに、ライブキャプチャを書き込む場所。</translation>
    </message>
    <message>
        <source>Capture Folder</source>
        <translation>キャプチャのフォルダ</translation>
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
        <translation>問題</translation>
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
        <translation>ユーザー</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>コマンドライン</translation>
    </message>
    <message>
        <source>CUDA libraries</source>
        <translation>CUDA ライブラリ</translation>
    </message>
</context>
<context>
    <name>faultline::ProcessStatsModel</name>
    <message>
        <source>Stored events of this process, all sources.</source>
        <translation>このプロセスの保存済みイベント (全ソース)。</translation>
    </message>
    <message>
        <source>Stored CUDA runtime and driver calls.</source>
        <translation>保存された CUDA ランタイムとドライバの呼び出し。</translation>
    </message>
    <message>
        <source>Time its threads spent off CPU (sched_switch intervals).</source>
        <translation>スレッドが CPU 外にいた時間 (sched_switch の区間)。</translation>
    </message>
    <message>
        <source>Times its threads were switched out (stored sched_switch events).</source>
        <translation>スレッドが切り替えられた回数 (保存された sched_switch イベント)。</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>スレッド</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>CUDA calls</source>
        <translation>CUDA 呼び出し</translation>
    </message>
    <message>
        <source>Off-CPU</source>
        <translation>オフ CPU</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>切り替え</translation>
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
        <translation>ランク %1</translation>
    </message>
    <message>
        <source>wait (ms)</source>
        <translation>待機 (ms)</translation>
    </message>
    <message>
        <source>No collective was matched across the ranks: there are no waits to show.</source>
        <translation>ランク間で対応付けられた集団通信がありません: 表示する待機はありません。</translation>
    </message>
    <message>
        <source>%1 · %2 #%3 of group %4</source>
        <translation>%1 · グループ %4 の %2 #%3</translation>
    </message>
    <message>
        <source>This rank has no kernel for it.</source>
        <translation>このランクにはこの集団通信のカーネルがありません。</translation>
    </message>
    <message>
        <source>waited %1</source>
        <translation>待機 %1</translation>
    </message>
    <message>
        <source>arrived last: the others waited for it</source>
        <translation>最後に到着: 他のランクがこのランクを待った</translation>
    </message>
    <message>
        <source>last to arrive: %1</source>
        <translation>最後に到着: %1</translation>
    </message>
    <message>
        <source>no rank arrived noticeably late</source>
        <translation>目立って遅れて到着したランクはありません</translation>
    </message>
    <message>
        <source>Click: this collective on the timeline</source>
        <translation>クリック: この集団通信をタイムラインに表示</translation>
    </message>
    <message>
        <source>%1 · step %2</source>
        <translation>%1 · ステップ %2</translation>
    </message>
    <message>
        <source>%1 · outside the steps</source>
        <translation>%1 · ステップ外</translation>
    </message>
    <message>
        <source>waited %1 in %2 collectives</source>
        <translation>%2 回の集団通信で %1 待機</translation>
    </message>
    <message>
        <source>last to arrive most often: %1 (%2 of %3)</source>
        <translation>最後に到着した回数が最多: %1 (%3 回中 %2 回)</translation>
    </message>
    <message>
        <source>Click: the collective it waited longest in, on the timeline</source>
        <translation>クリック: 最も長く待機した集団通信をタイムラインに表示</translation>
    </message>
    <message>
        <source>collective, in order of the last arrival</source>
        <translation>集団通信 (最後の到着の順)</translation>
    </message>
    <message>
        <source>other</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>step (waits summed)</source>
        <translation>ステップ (待機の合計)</translation>
    </message>
    <message>
        <source>%1 ◀ last</source>
        <translation>%1 ◀ 最後</translation>
    </message>
</context>
<context>
    <name>faultline::RanksModel</name>
    <message>
        <source>arrived last at %1 of %2 collectives</source>
        <translation>%2 回の集団通信のうち %1 回で最後に到着</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 a rank&apos;s step time, %2 its difference from the median rank&apos;s (&quot;+1.25 ms&quot;)</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>The straggler: %1; the other ranks waited %2 for it.</source>
        <translation>遅延ランク: %1。他のランクはこのランクを %2 待ちました。</translation>
    </message>
    <message>
        <source>Median of %1 counted steps; the median rank&apos;s step is %2.</source>
        <translation>集計対象の %1 ステップの中央値。中央値のランクのステップは %2 です。</translation>
    </message>
    <message>
        <source>GPU busy %1 of %2 (compute kernels %3).</source>
        <translation>%2 のうち GPU ビジー %1 (計算カーネル %3)。</translation>
    </message>
    <message>
        <source>%1 of its counted steps spent waiting for the last rank to arrive at a collective.</source>
        <translation>集計対象ステップの %1 を、集団通信に最後のランクが到着するのを待って費やしました。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>ランク</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>ステップ時間</translation>
    </message>
    <message>
        <source>GPU busy</source>
        <translation>GPU ビジー</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>待機</translation>
    </message>
    <message>
        <source>Last to arrive</source>
        <translation>最後に到着</translation>
    </message>
    <message>
        <source>Collectives</source>
        <translation>集団通信</translation>
    </message>
    <message>
        <source>The host the rank ran on, or its node in the capture.</source>
        <translation>ランクが実行されたホスト、またはキャプチャ内のそのノード。</translation>
    </message>
    <message>
        <source>The rank&apos;s median step, warm-up left out; beside it, how far it is from the median rank&apos;s.</source>
        <translation>ウォームアップを除いたランクのステップ時間の中央値。その横に、中央値のランクとの差。</translation>
    </message>
    <message>
        <source>Share of the counted steps (or of its GPU span) its GPU was busy.</source>
        <translation>集計対象ステップ (または GPU の稼働期間) のうち、GPU がビジーだった割合。</translation>
    </message>
    <message>
        <source>Time in collectives spent waiting for the last rank: its kernels&apos; time beyond the last arrival&apos;s.</source>
        <translation>集団通信内で最後のランクを待った時間: このランクのカーネル時間のうち、最後に到着したランクのカーネル時間を超える分。</translation>
    </message>
    <message>
        <source>Collectives at which this rank arrived last, so that the others waited for it.</source>
        <translation>このランクが最後に到着し、他のランクを待たせた集団通信。</translation>
    </message>
    <message>
        <source>Collectives matched across the ranks that this rank took part in.</source>
        <translation>ランク間で対応付けられた集団通信のうち、このランクが参加したもの。</translation>
    </message>
</context>
<context>
    <name>faultline::RanksView</name>
    <message>
        <source>Waits per Step</source>
        <translation>ステップごとの待機</translation>
    </message>
    <message>
        <source>A heat map column per step (the waits of its collectives summed) instead of one per collective</source>
        <translation>ヒートマップの列を集団通信ごとではなくステップごと (その集団通信の待機の合計) にする</translation>
    </message>
    <message>
        <source>Enter or double-click: this rank on the timeline</source>
        <translation>Enter またはダブルクリック: このランクをタイムラインに表示</translation>
    </message>
    <message>
        <source>Open a capture of a job&apos;s ranks to compare them.</source>
        <translation>ランクを比較するには、ジョブのランクのキャプチャを開いてください。</translation>
    </message>
    <message>
        <source>Matching the ranks&apos; collectives…</source>
        <translation>ランクの集団通信を対応付け中…</translation>
    </message>
    <message>
        <source>This capture has no GPU work of ranks to compare.

Import the traces of a job&apos;s ranks together (faultline import rank0.json rank1.json … -o job.db) to see which rank the others waited for.</source>
        <translation>このキャプチャには比較できるランクの GPU 処理がありません。

ジョブの各ランクのトレースをまとめてインポートすると (faultline import rank0.json rank1.json … -o job.db)、他のランクがどのランクを待ったかがわかります。</translation>
    </message>
    <message>
        <source>This capture has one rank: there is no other to compare it with.

Import the traces of a job&apos;s ranks together (faultline import rank0.json rank1.json … -o job.db) to see which rank the others waited for.</source>
        <translation>このキャプチャにはランクが 1 つしかないため、比較する相手がありません。

ジョブの各ランクのトレースをまとめてインポートすると (faultline import rank0.json rank1.json … -o job.db)、他のランクがどのランクを待ったかがわかります。</translation>
    </message>
    <message>
        <source>%1 ranks · %2 collectives</source>
        <translation>%1 ランク · 集団通信 %2 回</translation>
    </message>
    <message>
        <source>%1 (%2 of the step)</source>
        <extracomment>%1 a duration, %2 its share of the other ranks&apos; step time (&quot;18 %&quot;)</extracomment>
        <translation>%1 (ステップの %2)</translation>
    </message>
    <message>
        <source> · straggler: rank %1, last at %2 of %3, others waited %4</source>
        <translation> · 遅延ランク: ランク %1、%3 回中 %2 回で最後に到着、他のランクの待機 %4</translation>
    </message>
    <message>
        <source> · no straggler stands out</source>
        <translation> · 目立った遅延ランクなし</translation>
    </message>
    <message>
        <source> · %1 collective kernels without a counterpart on every rank</source>
        <translation> · 全ランクに対応するものがない集団通信カーネル %1 個</translation>
    </message>
    <message>
        <source> · not the ranks of one job: %1</source>
        <extracomment>%1 why the traces are not the ranks of one job (&quot;their world sizes differ (2, 8)&quot;)</extracomment>
        <translation> · 1 つのジョブのランクではありません: %1</translation>
    </message>
</context>
<context>
    <name>faultline::ResultModel</name>
    <message>
        <source>unix-ns timestamps shown as UTC times</source>
        <translation>Unix ns タイムスタンプを UTC 時刻で表示</translation>
    </message>
    <message>
        <source>nanoseconds shown as durations</source>
        <translation>ナノ秒を所要時間で表示</translation>
    </message>
    <message>
        <source>byte counts shown in KiB, MiB, GiB</source>
        <translation>バイト数を KiB, MiB, GiB で表示</translation>
    </message>
    <message>
        <source>source codes shown by name</source>
        <translation>ソースコードを名前で表示</translation>
    </message>
    <message>
        <source>op codes shown by name</source>
        <translation>演算コードを名前で表示</translation>
    </message>
    <message>
        <source>event ids</source>
        <translation>イベント ID</translation>
    </message>
    <message>
        <source>&lt;%1 bytes&gt;</source>
        <translation>&lt;%1 バイト&gt;</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <source>Double-click a cell to show it on the timeline</source>
        <translation>セルをダブルクリックするとタイムライン上に表示します</translation>
    </message>
</context>
<context>
    <name>faultline::ResultTable</name>
    <message>
        <source>Copy as TSV</source>
        <translation>TSV としてコピー</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>CSV としてコピー</translation>
    </message>
    <message>
        <source>Copy as JSON</source>
        <translation>JSON としてコピー</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>Markdown としてコピー</translation>
    </message>
    <message>
        <source>Copy Cell as Shown</source>
        <translation>表示どおりにセルをコピー</translation>
    </message>
    <message>
        <source>Show on Timeline</source>
        <translation>タイムラインで表示</translation>
    </message>
</context>
<context>
    <name>faultline::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>Filter by key or action</source>
        <translation>キーまたは操作で絞り込み</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>動作</translation>
    </message>
</context>
<context>
    <name>faultline::SourceView</name>
    <message>
        <source>Path Mappings…</source>
        <translation>パスの対応付け…</translation>
    </message>
    <message>
        <source>Map folders of the traced machine to folders on this one</source>
        <translation>トレースしたマシンのフォルダをこのマシンのフォルダに対応付けます</translation>
    </message>
    <message>
        <source>Open in Editor</source>
        <translation>エディタで開く</translation>
    </message>
    <message>
        <source>Click a source line of a chain, a Python frame of an event&apos;s stack or a frame in Stacks to see the code here.</source>
        <translation>チェーンのソース行、イベントのスタックの Python フレーム、またはスタックのフレームをクリックすると、ここにコードが表示されます。</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>Function</source>
        <translation>関数</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>%1  in  %2</source>
        <translation>%2  の  %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 was not found on this machine.&lt;/b&gt;&lt;/p&gt;&lt;p&gt;Tried:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;The capture was taken on another machine: &lt;a href=&quot;mappings&quot;&gt;map its folder&lt;/a&gt; to where the same files are here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 はこのマシン上に見つかりませんでした。&lt;/b&gt;&lt;/p&gt;&lt;p&gt;試したパス:&lt;/p&gt;&lt;ul&gt;%2&lt;/ul&gt;&lt;p&gt;キャプチャは別のマシンで取得されています: 同じファイルがこのマシンのどこにあるか、&lt;a href=&quot;mappings&quot;&gt;フォルダを対応付けて&lt;/a&gt;ください。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1 cannot be shown:&lt;/b&gt; %2&lt;/p&gt;&lt;p&gt;&lt;tt&gt;%3&lt;/tt&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1 を表示できません:&lt;/b&gt; %2&lt;/p&gt;&lt;p&gt;&lt;tt&gt;%3&lt;/tt&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Line %1 is past the end of %2 (%3 lines): the file has changed since the capture.</source>
        <translation>%1 行目は %2 (%3 行) の末尾を超えています: キャプチャ後にファイルが変更されています。</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Native</source>
        <translation>ネイティブ</translation>
    </message>
    <message>
        <source>Custom Command…</source>
        <translation>カスタムコマンド…</translation>
    </message>
    <message>
        <source>Custom: %1</source>
        <translation>カスタム: %1</translation>
    </message>
    <message>
        <source>Open the file at the line with: %1</source>
        <translation>次のコマンドでファイルをその行で開く: %1</translation>
    </message>
    <message>
        <source>Editor Command</source>
        <translation>エディタのコマンド</translation>
    </message>
    <message>
        <source>Command to open a file at a line; {file} and {line} are replaced:</source>
        <translation>ファイルを指定行で開くコマンド。{file} と {line} は置き換えられます:</translation>
    </message>
    <message>
        <source>The file is not on this machine: set a path mapping first.</source>
        <translation>ファイルはこのマシン上にありません: 先にパスの対応付けを設定してください。</translation>
    </message>
    <message>
        <source>The editor command is empty.</source>
        <translation>エディタのコマンドが空です。</translation>
    </message>
    <message>
        <source>Could not start “%1”: is it installed and on the PATH? Choose another editor in the menu beside Open in Editor.</source>
        <translation>「%1」を起動できませんでした: インストールされ、PATH にありますか? 「エディタで開く」の横のメニューで別のエディタを選んでください。</translation>
    </message>
</context>
<context>
    <name>faultline::SqlConsole</name>
    <message>
        <source>Rename Tab</source>
        <translation>タブ名を変更</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>Nothing selected to copy.</source>
        <translation>コピーする選択がありません。</translation>
    </message>
    <message>
        <source>Copied 1 row as %1.</source>
        <translation>1 行を %1 としてコピーしました。</translation>
    </message>
    <message>
        <source>Copied %1 rows as %2.</source>
        <translation>%1 行を %2 としてコピーしました。</translation>
    </message>
    <message>
        <source>Copied %1 rows as %2; %3 selected rows were not loaded and were left out (Export writes the whole result).</source>
        <translation>%1 行を %2 としてコピーしました。選択した %3 行は読み込まれていないため除外しました (エクスポートは結果全体を書き込みます)。</translation>
    </message>
    <message>
        <source>The timeline was closed before the query lane was ready.</source>
        <translation>クエリレーンの準備ができる前にタイムラインが閉じられました。</translation>
    </message>
    <message>
        <source>Added “%1” to the timeline: %2 intervals in %3.</source>
        <translation>「%1」をタイムラインに追加しました: %3 に %2 区間。</translation>
    </message>
    <message>
        <source>The result has more rows: only the first %1 are on the lane.</source>
        <translation>結果にはさらに行があります: レーンにあるのは最初の %1 行だけです。</translation>
    </message>
    <message>
        <source>%1 rows without a timestamp were left out.</source>
        <translation>タイムスタンプのない %1 行を除外しました。</translation>
    </message>
    <message>
        <source>Right-click its name on the timeline to remove it.</source>
        <translation>削除するには、タイムライン上でその名前を右クリックしてください。</translation>
    </message>
    <message>
        <source>The query lane could not be made: %1</source>
        <translation>クエリレーンを作成できませんでした: %1</translation>
    </message>
    <message>
        <source>Adding to the timeline was cancelled.</source>
        <translation>タイムラインへの追加をキャンセルしました。</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 を開いています…</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Run the statement under the cursor, or the selection (Ctrl+Enter)</source>
        <translation>カーソル位置の文または選択範囲を実行 (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop the running query, count, export or query lane (Esc)</source>
        <translation>実行中のクエリ、件数計算、エクスポート、クエリレーンを停止 (Esc)</translation>
    </message>
    <message>
        <source>New Tab</source>
        <translation>新しいタブ</translation>
    </message>
    <message>
        <source>Open a new editor tab (Ctrl+T)</source>
        <translation>新しいエディタタブを開く (Ctrl+T)</translation>
    </message>
    <message>
        <source>Raw Values</source>
        <translation>生の値</translation>
    </message>
    <message>
        <source>Show the values as stored (nanoseconds, bytes, codes) instead of durations, sizes, times and names</source>
        <translation>所要時間、サイズ、時刻、名前の代わりに、保存されたままの値 (ナノ秒、バイト、コード) を表示</translation>
    </message>
    <message>
        <source>Add to Timeline</source>
        <translation>タイムラインに追加</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Write the whole result to a CSV, TSV, JSON or Markdown file</source>
        <translation>結果全体を CSV, TSV, JSON, Markdown ファイルに書き込む</translation>
    </message>
    <message>
        <source>Snippets</source>
        <translation>スニペット</translation>
    </message>
    <message>
        <source>Queries from past investigations, each in a new tab</source>
        <translation>過去の調査のクエリ (それぞれ新しいタブで開く)</translation>
    </message>
    <message>
        <source>Tables and columns of the capture; double-click to insert a name</source>
        <translation>キャプチャのテーブルと列。ダブルクリックで名前を挿入</translation>
    </message>
    <message>
        <source>Schema</source>
        <translation>スキーマ</translation>
    </message>
    <message>
        <source>Statements run, newest first; double-click to open one in a new tab</source>
        <translation>実行した文 (新しい順)。ダブルクリックで新しいタブに開く</translation>
    </message>
    <message>
        <source>Open in New Tab</source>
        <translation>新しいタブで開く</translation>
    </message>
    <message>
        <source>Insert at Cursor</source>
        <translation>カーソル位置に挿入</translation>
    </message>
    <message>
        <source>Remove from History</source>
        <translation>履歴から削除</translation>
    </message>
    <message>
        <source>Clear History</source>
        <translation>履歴を消去</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>The capture cannot be queried: %1</source>
        <translation>キャプチャを照会できません: %1</translation>
    </message>
    <message>
        <source>Ready. Ctrl+Enter runs the statement under the cursor; the Snippets menu has queries to start from.</source>
        <translation>準備完了。Ctrl+Enter でカーソル位置の文を実行します。スニペットメニューに出発点となるクエリがあります。</translation>
    </message>
    <message>
        <source>Cancelled while counting: %1 rows loaded.</source>
        <translation>件数計算中にキャンセルしました: %1 行を読み込み済み。</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>エクスポートに失敗しました: %1</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>エクスポートをキャンセルしました。</translation>
    </message>
    <message>
        <source>Cancelled after %1.</source>
        <translation>%1 後にキャンセルしました。</translation>
    </message>
    <message>
        <source>Exported %1 rows to %2 in %3.</source>
        <translation>%1 行を %2 にエクスポートしました (%3)。</translation>
    </message>
    <message>
        <source>Query %1</source>
        <translation>クエリ %1</translation>
    </message>
    <message>
        <source>Nothing to run: put the cursor in a statement, or select one.</source>
        <translation>実行するものがありません: カーソルを文の中に置くか、文を選択してください。</translation>
    </message>
    <message>
        <source>The selection holds %1 statements; the last one ran.</source>
        <translation>選択範囲には %1 個の文があります。最後の文を実行しました。</translation>
    </message>
    <message>
        <source>Done: the statement returned no columns.</source>
        <translation>完了: 文は列を返しませんでした。</translation>
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
        <translation>最初のページ %1、件数計算 %2</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>sorted by %1, descending</source>
        <translation>%1 で降順に並べ替え</translation>
    </message>
    <message>
        <source>sorted by %1</source>
        <translation>%1 で並べ替え</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>エラー: %1</translation>
    </message>
    <message>
        <source>(line %1, column %2)</source>
        <translation>(%1 行、%2 列)</translation>
    </message>
    <message>
        <source>Tables in this capture: %1</source>
        <translation>このキャプチャのテーブル: %1</translation>
    </message>
    <message>
        <source>Adding to the timeline: %1 rows read… %2</source>
        <translation>タイムラインに追加中: %1 行を読み込み… %2</translation>
    </message>
    <message>
        <source>Exporting %1 rows to %2… %3</source>
        <translation>%1 行を %2 にエクスポート中… %3</translation>
    </message>
    <message>
        <source>Exporting to %1… %2</source>
        <translation>%1 にエクスポート中… %2</translation>
    </message>
    <message>
        <source>Running… %1</source>
        <translation>実行中… %1</translation>
    </message>
    <message>
        <source>%1 rows so far · first page in %2 · counting… %3</source>
        <translation>これまで %1 行 · 最初のページ %2 · 件数計算中… %3</translation>
    </message>
    <message>
        <source>(Esc cancels)</source>
        <translation>(Esc でキャンセル)</translation>
    </message>
    <message>
        <source>Counting cancelled after %1: %2 rows loaded so far.</source>
        <translation>%1 後に件数計算をキャンセルしました: これまでに %2 行を読み込み済み。</translation>
    </message>
    <message>
        <source>Open the capture&apos;s timeline to add results to it</source>
        <translation>結果を追加するには、キャプチャのタイムラインを開いてください</translation>
    </message>
    <message>
        <source>Add the rows of this result to the timeline as a lane of intervals (at most %1 rows)</source>
        <translation>この結果の行を区間のレーンとしてタイムラインに追加 (最大 %1 行)</translation>
    </message>
    <message>
        <source>%1: %2 columns</source>
        <translation>%1: %2 列</translation>
    </message>
    <message>
        <source>Run a query first: Export writes its whole result.</source>
        <translation>先にクエリを実行してください: エクスポートはその結果全体を書き込みます。</translation>
    </message>
    <message>
        <source>Cannot tell the format from “%1”: name the file .csv, .tsv, .json or .md.</source>
        <translation>「%1」から形式を判断できません: ファイル名を .csv, .tsv, .json, .md にしてください。</translation>
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
        <translation>結果をエクスポート</translation>
    </message>
    <message>
        <source>Open the capture&apos;s timeline first.</source>
        <translation>先にキャプチャのタイムラインを開いてください。</translation>
    </message>
    <message>
        <source>A query lane needs a start column (timestamp, ts or start) and a duration column (duration or dur) in the result.</source>
        <translation>クエリレーンには、結果に開始列 (timestamp, ts, start) と所要時間列 (duration, dur) が必要です。</translation>
    </message>
    <message>
        <source>result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Query: %1</source>
        <translation>クエリ: %1</translation>
    </message>
    <message>
        <source>Open the capture&apos;s timeline to show rows on it.</source>
        <translation>行をタイムライン上に表示するには、キャプチャのタイムラインを開いてください。</translation>
    </message>
    <message>
        <source>Event %1 cannot be shown: %2</source>
        <translation>イベント %1 を表示できません: %2</translation>
    </message>
    <message>
        <source>Event %1 is not on the timeline (the loaded trace does not hold it).</source>
        <translation>イベント %1 はタイムライン上にありません (読み込んだトレースに含まれていません)。</translation>
    </message>
    <message>
        <source>Event %1 is selected on the timeline.</source>
        <translation>イベント %1 をタイムライン上で選択しました。</translation>
    </message>
    <message>
        <source>%1 is not a time inside this capture.</source>
        <translation>%1 はこのキャプチャ内の時刻ではありません。</translation>
    </message>
    <message>
        <source>The timeline shows ±1 ms around %1.</source>
        <translation>タイムラインに %1 の前後 ±1 ms を表示しています。</translation>
    </message>
    <message>
        <source>Query 1</source>
        <translation>クエリ 1</translation>
    </message>
    <message>
        <source>Add to Timeline needs a start column (timestamp, ts or start) and a duration column (duration or dur).</source>
        <translation>「タイムラインに追加」には、開始列 (timestamp, ts, start) と所要時間列 (duration, dur) が必要です。</translation>
    </message>
    <message>
        <source>Run a query first.</source>
        <translation>先にクエリを実行してください。</translation>
    </message>
    <message>
        <source>This result has neither.</source>
        <translation>この結果にはどちらもありません。</translation>
    </message>
    <message>
        <source>This result has no start column.</source>
        <translation>この結果には開始列がありません。</translation>
    </message>
    <message>
        <source>This result has no duration column.</source>
        <translation>この結果には所要時間列がありません。</translation>
    </message>
    <message>
        <source>Event %1 is selected; double-click it to show it on the timeline.</source>
        <translation>イベント %1 を選択しました。ダブルクリックするとタイムライン上に表示します。</translation>
    </message>
</context>
<context>
    <name>faultline::SqlEditor</name>
    <message>
        <source>SELECT … FROM events — Ctrl+Enter runs the statement under the cursor</source>
        <translation>SELECT … FROM events — Ctrl+Enter でカーソル位置の文を実行</translation>
    </message>
</context>
<context>
    <name>faultline::StackFrames</name>
    <message>
        <source>(no stack recorded)</source>
        <translation>(スタックの記録なし)</translation>
    </message>
    <message>
        <source>(unknown function)</source>
        <translation>(不明な関数)</translation>
    </message>
</context>
<context>
    <name>faultline::StacksView</name>
    <message>
        <source>Order by</source>
        <translation>並べ替え</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>回数</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>バイト</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>スタック</translation>
    </message>
    <message>
        <source>Expand a stack to see its frames; click a Python frame to show its source</source>
        <translation>スタックを展開するとフレームが表示されます。Python フレームをクリックするとソースを表示します</translation>
    </message>
    <message numerus="yes">
        <source>Area selection: %n lane(s), %1 from %2</source>
        <translation>
            <numerusform>範囲選択: %n レーン、%2 から %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Chain “%1”: %n lane(s), %2</source>
        <translation>
            <numerusform>チェーン「%1」: %n レーン、%2</numerusform>
        </translation>
    </message>
    <message>
        <source>Shift+drag over the timeline, or select a chain, to see the top stacks of that range.</source>
        <translation>タイムライン上で Shift+ドラッグするかチェーンを選択すると、その範囲の上位スタックが表示されます。</translation>
    </message>
    <message>
        <source>No capture open.</source>
        <translation>キャプチャが開かれていません。</translation>
    </message>
    <message>
        <source>(events without a stack)</source>
        <translation>(スタックのないイベント)</translation>
    </message>
    <message>
        <source>%1
Click to show the source</source>
        <translation>%1
クリックでソースを表示</translation>
    </message>
    <message>
        <source>(top %1 of %2 stacks)</source>
        <translation>(%2 スタック中上位 %1)</translation>
    </message>
</context>
<context>
    <name>faultline::SummaryView</name>
    <message>
        <source>No capture open</source>
        <translation>キャプチャが開かれていません</translation>
    </message>
    <message>
        <source>Open a Faultline or Ingero capture (.db) with File ▸ Open, drop one onto this window, or explore a generated demo of a fragmentation incident.</source>
        <translation>ファイル ▸ 開く で Faultline または Ingero のキャプチャ (.db) を開くか、このウィンドウにドロップするか、生成された断片化インシデントのデモを試してください。</translation>
    </message>
    <message>
        <source>Open Capture…</source>
        <translation>キャプチャを開く…</translation>
    </message>
    <message>
        <source>Open Demo Capture</source>
        <translation>デモキャプチャを開く</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>キャプチャ</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>ファイル:</translation>
    </message>
    <message>
        <source>Producer:</source>
        <translation>作成元:</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>形式:</translation>
    </message>
    <message>
        <source>Time span:</source>
        <translation>期間:</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>イベント:</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>マシン</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>ホスト:</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU:</translation>
    </message>
    <message>
        <source>CPU:</source>
        <translation>CPU:</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>メモリ:</translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation>プローブ:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>カーネル:</translation>
    </message>
    <message>
        <source>OS:</source>
        <translation>OS:</translation>
    </message>
    <message>
        <source>CUDA:</source>
        <translation>CUDA:</translation>
    </message>
    <message>
        <source>Python:</source>
        <translation>Python:</translation>
    </message>
    <message>
        <source>Latency per op</source>
        <translation>演算ごとのレイテンシ</translation>
    </message>
    <message>
        <source>&amp;Process:</source>
        <translation>プロセス(&amp;P):</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>プロセス</translation>
    </message>
    <message>
        <source>Drops by source</source>
        <translation>ソース別の欠落</translation>
    </message>
    <message>
        <source>Select an op to see its latency distribution</source>
        <translation>演算を選択すると、そのレイテンシ分布が表示されます</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent captures&lt;/b&gt;</source>
        <translation>&lt;b&gt;最近のキャプチャ&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Computing statistics…</source>
        <translation>統計を計算中…</translation>
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
        <translation>%1 · コア: %2</translation>
    </message>
    <message>
        <source>First of %1 recording sessions in this capture.</source>
        <translation>このキャプチャ内の %1 回の記録セッションの最初のもの。</translation>
    </message>
    <message>
        <source>This capture has no events.</source>
        <translation>このキャプチャにはイベントがありません。</translation>
    </message>
    <message>
        <source>Drops: not recorded by this capture</source>
        <translation>欠落: このキャプチャでは記録されていません</translation>
    </message>
    <message>
        <source>Drops: not recorded by this capture (Ingero)</source>
        <translation>欠落: このキャプチャでは記録されていません (Ingero)</translation>
    </message>
    <message>
        <source>Ingero captures do not count events lost between the kernel and the file, so losses cannot be ruled out.</source>
        <translation>Ingero のキャプチャはカーネルとファイルの間で失われたイベントを数えないため、欠落がないとは言い切れません。</translation>
    </message>
    <message>
        <source>Drops: %3 dropped (seen %1, stored %2)</source>
        <translation>欠落: %3 件 (観測 %1、保存 %2)</translation>
    </message>
    <message>
        <source>All processes combined</source>
        <translation>全プロセスの合計</translation>
    </message>
    <message>
        <source>Each process</source>
        <translation>プロセスごと</translation>
    </message>
    <message>
        <source>%1 of %2 calls stored (sampled)</source>
        <translation>%2 回中 %1 回の呼び出しを保存 (サンプリング)</translation>
    </message>
    <message>
        <source>stored calls: %1</source>
        <translation>保存された呼び出し: %1</translation>
    </message>
    <message>
        <source>all processes</source>
        <translation>すべてのプロセス</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; latency · %2&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; のレイテンシ · %2&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</translation>
    </message>
    <message>
        <source>%1 is recorded at its entry only: it has no duration to show</source>
        <translation>%1 は入口でのみ記録されるため、表示できる所要時間がありません</translation>
    </message>
    <message>
        <source>GPU time over the steps</source>
        <translation>ステップ全体の GPU 時間</translation>
    </message>
    <message>
        <source>Drops: not recorded by the profiler; %1 events imported</source>
        <translation>欠落: プロファイラは記録していません。%1 件のイベントをインポートしました</translation>
    </message>
    <message>
        <source>Profiler traces do not count the events the profiler lost. What the import skipped is listed in the Problems dock.</source>
        <translation>プロファイラのトレースは、プロファイラが失ったイベントを数えません。インポートで読み飛ばしたものは「問題」ドックに一覧表示されます。</translation>
    </message>
</context>
<context>
    <name>faultline::TimeRuler</name>
    <message>
        <source>Drag to select a time range; F zooms to it, Esc clears it</source>
        <translation>ドラッグで時間範囲を選択。F でズーム、Esc で解除</translation>
    </message>
    <message>
        <source>%1
%2 since the capture start</source>
        <translation>%1
キャプチャ開始から %2</translation>
    </message>
</context>
<context>
    <name>faultline::TimelineLegend</name>
    <message>
        <source>Allocation</source>
        <translation>割り当て</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>解放</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>起動</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Synchronisation</source>
        <translation>同期</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>その他</translation>
    </message>
    <message>
        <source>Lifecycle (fork, exec, exit, OOM kill)</source>
        <translation>ライフサイクル (fork, exec, exit, OOM kill)</translation>
    </message>
    <message>
        <source>Off-CPU intervals are coloured by length: one step per decade, from under %1 to %2 and more</source>
        <translation>オフ CPU の区間は長さで色分けされています: 10 倍ごとに 1 段階、%1 未満から %2 以上まで</translation>
    </message>
    <message>
        <source>Off-CPU</source>
        <translation>オフ CPU</translation>
    </message>
    <message>
        <source>short</source>
        <translation>短い</translation>
    </message>
    <message>
        <source>long</source>
        <translation>長い</translation>
    </message>
    <message>
        <source>Preempted</source>
        <translation>プリエンプト</translation>
    </message>
    <message>
        <source>Preempted: off the CPU while runnable, another task had it (faultline-probe captures)</source>
        <translation>プリエンプト：実行可能なのに CPU を離れていた（別のタスクが使用中、faultline-probe の記録）</translation>
    </message>
    <message>
        <source>Kernel</source>
        <translation>カーネル</translation>
    </message>
    <message>
        <source>Communication kernel</source>
        <translation>通信カーネル</translation>
    </message>
</context>
<context>
    <name>faultline::TimelineView</name>
    <message>
        <source>Selection</source>
        <translation>選択範囲</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 戻る</translation>
    </message>
    <message>
        <source>Previous zoom (Alt+Left)</source>
        <translation>前のズーム (Alt+Left)</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>進む ▶</translation>
    </message>
    <message>
        <source>Next zoom (Alt+Right)</source>
        <translation>次のズーム (Alt+Right)</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>すべて表示</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>合わせる</translation>
    </message>
    <message>
        <source>Zoom In</source>
        <translation>拡大</translation>
    </message>
    <message>
        <source>Zoom Out</source>
        <translation>縮小</translation>
    </message>
    <message>
        <source>Legend</source>
        <translation>凡例</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Row height</source>
        <translation>行の高さ</translation>
    </message>
    <message>
        <source>Compact</source>
        <translation>コンパクト</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <source>Filter processes</source>
        <translation>プロセスを絞り込み</translation>
    </message>
    <message>
        <source>Search ops or stacks (Ctrl+F)</source>
        <translation>演算またはスタックを検索 (Ctrl+F)</translation>
    </message>
    <message>
        <source>▲</source>
        <translation>▲</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>前の一致 (Shift+F3)</translation>
    </message>
    <message>
        <source>▼</source>
        <translation>▼</translation>
    </message>
    <message>
        <source>Next match (F3)</source>
        <translation>次の一致 (F3)</translation>
    </message>
    <message>
        <source>Shift+drag over the tracks to total the calls in a time range and a set of rows.</source>
        <translation>トラック上で Shift+ドラッグすると、時間範囲と行の組の呼び出しを集計します。</translation>
    </message>
    <message>
        <source>The rows changed; Shift+drag again to total a new area.</source>
        <translation>行が変わりました。新しい領域を集計するには、もう一度 Shift+ドラッグしてください。</translation>
    </message>
    <message>
        <source>%1 shown</source>
        <translation>%1 を表示</translation>
    </message>
    <message>
        <source>%1 events in %2 lanes over %3 (%4 to %5)</source>
        <translation>%3 にわたる %2 レーンのイベント %1 件 (%4 から %5)</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>一致なし</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Show the whole capture (Home, 0)</source>
        <translation>キャプチャ全体を表示 (Home, 0)</translation>
    </message>
    <message>
        <source>Zoom to the selection or the selected event; everything when nothing is selected (F)</source>
        <translation>選択範囲または選択したイベントにズーム。何も選択していなければ全体 (F)</translation>
    </message>
    <message>
        <source>Zoom in (W, +, Ctrl+=, Ctrl+wheel)</source>
        <translation>拡大 (W, +, Ctrl+=, Ctrl+ホイール)</translation>
    </message>
    <message>
        <source>Zoom out (S, -, Ctrl+-, Ctrl+wheel)</source>
        <translation>縮小 (S, -, Ctrl+-, Ctrl+ホイール)</translation>
    </message>
    <message>
        <source>Enter or F3: next match; Shift+Enter or Shift+F3: previous; Esc: back to the tracks</source>
        <translation>Enter または F3: 次の一致、Shift+Enter または Shift+F3: 前の一致、Esc: トラックに戻る</translation>
    </message>
    <message>
        <source>1 match</source>
        <translation>一致 1 件</translation>
    </message>
    <message>
        <source>%1 matches</source>
        <translation>一致 %1 件</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>ランク</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>ノード</translation>
    </message>
    <message>
        <source>Order, fold and show the ranks&apos; groups</source>
        <translation>ランクのグループを並べ替え、折りたたみ、表示</translation>
    </message>
    <message>
        <source>Order, fold and show the nodes&apos; groups</source>
        <translation>ノードのグループを並べ替え、折りたたみ、表示</translation>
    </message>
    <message>
        <source>Ranks, e.g. 0-3, 7</source>
        <extracomment>The ranks to show: a list of ranks and ranges</extracomment>
        <translation>ランク (例: 0-3, 7)</translation>
    </message>
    <message>
        <source>Show only these ranks (a list of ranks and ranges); empty shows all</source>
        <translation>これらのランクのみを表示 (ランクと範囲のリスト)。空欄ならすべて表示</translation>
    </message>
    <message>
        <source>Order Ranks by Rank</source>
        <translation>ランクを番号順に並べる</translation>
    </message>
    <message>
        <source>Order Nodes by Name</source>
        <translation>ノードを名前順に並べる</translation>
    </message>
    <message>
        <source>Order Ranks by Lateness</source>
        <translation>ランクを遅れの大きい順に並べる</translation>
    </message>
    <message>
        <source>The rank that arrived last at most collectives first; available once the ranks&apos; collectives are analysed</source>
        <translation>最後に到着した集団通信が最も多いランクを先頭に。ランクの集団通信の解析後に使用可能</translation>
    </message>
    <message>
        <source>Fold All Ranks</source>
        <translation>すべてのランクを折りたたむ</translation>
    </message>
    <message>
        <source>Fold All Nodes</source>
        <translation>すべてのノードを折りたたむ</translation>
    </message>
    <message>
        <source>Unfold All Ranks</source>
        <translation>すべてのランクを展開</translation>
    </message>
    <message>
        <source>Unfold All Nodes</source>
        <translation>すべてのノードを展開</translation>
    </message>
    <message>
        <source>Show All Ranks</source>
        <translation>すべてのランクを表示</translation>
    </message>
    <message>
        <source>Show All Nodes</source>
        <translation>すべてのノードを表示</translation>
    </message>
    <message>
        <source>showing %1 of %2 ranks</source>
        <translation>%2 ランク中 %1 ランクを表示</translation>
    </message>
    <message>
        <source>showing %1 of %2 nodes</source>
        <translation>%2 ノード中 %1 ノードを表示</translation>
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
        <translation>時刻 (ms)</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>アドレス</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>ストリーム</translation>
    </message>
    <message>
        <source>allocated at %1</source>
        <translation>%1 で割り当て</translation>
    </message>
    <message>
        <source>freed at %1</source>
        <translation>%1 で解放</translation>
    </message>
    <message>
        <source>segment mapped at %1</source>
        <translation>%1 でセグメントをマップ</translation>
    </message>
    <message>
        <source>segment released at %1</source>
        <translation>%1 でセグメントを解放</translation>
    </message>
    <message>
        <source>out of memory at %1</source>
        <translation>%1 でメモリ不足</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>場所</translation>
    </message>
    <message>
        <source>GPU free: unknown</source>
        <translation>GPU の空き: 不明</translation>
    </message>
    <message>
        <source>GPU free: %1</source>
        <translation>GPU の空き: %1</translation>
    </message>
</context>
<context>
    <name>faultline::TraceImport</name>
    <message>
        <source>Cannot create the folder %1 for the converted capture.</source>
        <translation>変換したキャプチャ用のフォルダ %1 を作成できません。</translation>
    </message>
    <message>
        <source>Cannot move the converted capture to %1.</source>
        <translation>変換したキャプチャを %1 に移動できません。</translation>
    </message>
</context>
<context>
    <name>faultline::TraceImportPanel</name>
    <message>
        <source>Importing Traces</source>
        <translation>トレースのインポート</translation>
    </message>
    <message numerus="yes">
        <source>Converting %n trace(s) of one job into a capture, a node each, one per core at a time (the traces are only read)…</source>
        <translation>
            <numerusform>1 つのジョブの %n 個のトレースを、それぞれ 1 ノードとして 1 つのキャプチャに変換中 (同時にコアあたり 1 つずつ。トレースは読み取るだけです)…</numerusform>
        </translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>待機中</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <source>converting</source>
        <translation>変換中</translation>
    </message>
    <message>
        <source>%1 · %2 s</source>
        <translation>%1 · %2 秒</translation>
    </message>
    <message numerus="yes">
        <source>Merging %n trace(s) into one capture…</source>
        <translation>
            <numerusform>%n 個のトレースを 1 つのキャプチャに統合中…</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 traces converted…</source>
        <translation>%2 個中 %1 個のトレースを変換済み…</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失敗</translation>
    </message>
</context>
<context>
    <name>faultline::TrackLabels</name>
    <message>
        <source>Counters</source>
        <translation>カウンタ</translation>
    </message>
    <message>
        <source>(no node)</source>
        <translation>(ノードなし)</translation>
    </message>
    <message>
        <source>%1 · clock offset %2 ± %3</source>
        <translation>%1 · クロックオフセット %2 ± %3</translation>
    </message>
    <message>
        <source>Unpin “%1”</source>
        <translation>「%1」の固定を解除</translation>
    </message>
    <message>
        <source>Pin “%1” to the Top</source>
        <translation>「%1」を上部に固定</translation>
    </message>
    <message>
        <source>Remove Query Lane “%1”</source>
        <translation>クエリレーン「%1」を削除</translation>
    </message>
    <message>
        <source>Collapse or Expand</source>
        <translation>折りたたむ/展開する</translation>
    </message>
    <message>
        <source>Collapse All Processes</source>
        <translation>すべてのプロセスを折りたたむ</translation>
    </message>
    <message>
        <source>Expand All Processes</source>
        <translation>すべてのプロセスを展開</translation>
    </message>
    <message>
        <source>Click to collapse or expand; right-click to pin</source>
        <translation>クリックで折りたたみ/展開、右クリックで固定</translation>
    </message>
    <message>
        <source>Rows of an SQL result; right-click to remove or pin</source>
        <translation>SQL 結果の行。右クリックで削除または固定</translation>
    </message>
    <message>
        <source>Right-click to pin this row to the top</source>
        <translation>右クリックでこの行を上部に固定</translation>
    </message>
    <message numerus="yes">
        <source>%n idle thread(s)</source>
        <translation>
            <numerusform>アイドルスレッド %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>Show Only This Rank</source>
        <translation>このランクのみ表示</translation>
    </message>
    <message>
        <source>Show Only This Node</source>
        <translation>このノードのみ表示</translation>
    </message>
    <message>
        <source>Hide This Rank</source>
        <translation>このランクを非表示</translation>
    </message>
    <message>
        <source>Hide This Node</source>
        <translation>このノードを非表示</translation>
    </message>
    <message>
        <source>Click to fold or unfold; right-click to show only this rank, hide it, order the ranks or pin</source>
        <translation>クリックで折りたたみ/展開、右クリックでこのランクのみ表示、非表示、ランクの並べ替え、固定</translation>
    </message>
    <message>
        <source>Click to fold or unfold; right-click to show only this node, hide it, order the nodes or pin</source>
        <translation>クリックで折りたたみ/展開、右クリックでこのノードのみ表示、非表示、ノードの並べ替え、固定</translation>
    </message>
    <message>
        <source>Ranges the profiler recorded; right-click to remove or pin</source>
        <translation>プロファイラが記録した範囲。右クリックで削除または固定</translation>
    </message>
</context>
<context>
    <name>faultline::TrackPainter</name>
    <message>
        <source>%1 for %2</source>
        <translation>%2 の %1</translation>
    </message>
    <message>
        <source>Note at %1</source>
        <translation>%1 のメモ</translation>
    </message>
    <message>
        <source>by %1</source>
        <translation>作成者 %1</translation>
    </message>
    <message>
        <source>on chain %1</source>
        <translation>チェーン %1 上</translation>
    </message>
    <message>
        <source>on event %1</source>
        <translation>イベント %1 上</translation>
    </message>
    <message>
        <source>max %1</source>
        <translation>最大 %1</translation>
    </message>
    <message>
        <source>at %1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>row %1 of the result · %2</source>
        <translation>結果の %1 行目 · %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Off-CPU&lt;/b&gt; %1&lt;br&gt;from %2</source>
        <translation>&lt;b&gt;オフ CPU&lt;/b&gt; %1&lt;br&gt;開始 %2</translation>
    </message>
    <message>
        <source>preempted by pid %1</source>
        <translation>PID %1 にプリエンプトされました</translation>
    </message>
    <message>
        <source>preempted by pid %1 (%2)</source>
        <translation>PID %1 (%2) にプリエンプトされました</translation>
    </message>
    <message>
        <source>returned %1</source>
        <translation>戻り値 %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 calls&lt;/b&gt; over %2&lt;br&gt;from %3&lt;br&gt;Click to zoom in</source>
        <translation>&lt;b&gt;呼び出し %1 回&lt;/b&gt; (%2 の間)&lt;br&gt;開始 %3&lt;br&gt;クリックでズームイン</translation>
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
        <translation>キャプチャ</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>Chains</source>
        <translation>チェーン</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>ソース</translation>
    </message>
    <message>
        <source>Stacks</source>
        <translation>スタック</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>メモ</translation>
    </message>
    <message>
        <source>&amp;Chains</source>
        <translation>チェーン(&amp;C)</translation>
    </message>
    <message>
        <source>Show the causal chains of the capture</source>
        <translation>キャプチャの因果チェーンを表示する</translation>
    </message>
    <message>
        <source>&amp;Notes</source>
        <translation>メモ(&amp;N)</translation>
    </message>
    <message>
        <source>Show the notes of the capture</source>
        <translation>キャプチャのメモを表示する</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
</context>
<context>
    <name>faultline::sql::QueryWorker</name>
    <message>
        <source>refused: PRAGMA %1 = %2 — the SQL console only reads the capture</source>
        <extracomment>%1 is a pragma&apos;s name, %2 the value the statement sets it to</extracomment>
        <translation>拒否: PRAGMA %1 = %2 — SQL コンソールはキャプチャの読み取りのみを行います</translation>
    </message>
    <message>
        <source>refused: PRAGMA %1 — the SQL console only reads the capture</source>
        <extracomment>%1 is a pragma&apos;s name</extracomment>
        <translation>拒否: PRAGMA %1 — SQL コンソールはキャプチャの読み取りのみを行います</translation>
    </message>
    <message>
        <source>refused: ATTACH — the SQL console only reads the capture</source>
        <translation>拒否: ATTACH — SQL コンソールはキャプチャの読み取りのみを行います</translation>
    </message>
    <message>
        <source>refused: DETACH — the SQL console only reads the capture</source>
        <translation>拒否: DETACH — SQL コンソールはキャプチャの読み取りのみを行います</translation>
    </message>
    <message>
        <source>refused: UPDATE of %1 — the SQL console only reads the capture</source>
        <extracomment>%1 is a table&apos;s name</extracomment>
        <translation>拒否: %1 の UPDATE — SQL コンソールはキャプチャの読み取りのみを行います</translation>
    </message>
    <message>
        <source>refused: INSERT into %1 — the SQL console only reads the capture</source>
        <extracomment>%1 is a table&apos;s name</extracomment>
        <translation>拒否: %1 への INSERT — SQL コンソールはキャプチャの読み取りのみを行います</translation>
    </message>
    <message>
        <source>refused: DELETE from %1 — the SQL console only reads the capture</source>
        <extracomment>%1 is a table&apos;s name</extracomment>
        <translation>拒否: %1 からの DELETE — SQL コンソールはキャプチャの読み取りのみを行います</translation>
    </message>
    <message>
        <source>refused: a transaction — the SQL console only reads the capture</source>
        <translation>拒否: トランザクション — SQL コンソールはキャプチャの読み取りのみを行います</translation>
    </message>
    <message>
        <source>refused: a savepoint — the SQL console only reads the capture</source>
        <translation>拒否: セーブポイント — SQL コンソールはキャプチャの読み取りのみを行います</translation>
    </message>
    <message>
        <source>refused: a statement that changes the database (action %1) — the SQL console only reads the capture</source>
        <extracomment>%1 is SQLite&apos;s number for the kind of statement</extracomment>
        <translation>拒否: データベースを変更する文 (アクション %1) — SQL コンソールはキャプチャの読み取りのみを行います</translation>
    </message>
    <message>
        <source>cannot open %1: no such file</source>
        <translation>%1 を開けません: ファイルがありません</translation>
    </message>
    <message>
        <source>the SQLite driver gives no handle</source>
        <translation>SQLite ドライバがハンドルを返しません</translation>
    </message>
    <message>
        <source>the capture is not open</source>
        <translation>キャプチャが開かれていません</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
</context>
</TS>
