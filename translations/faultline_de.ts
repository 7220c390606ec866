<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
        <translation>%1, Schema %2</translation>
    </message>
    <message>
        <source>%1 → %2 UTC</source>
        <translation>%1 → %2 UTC</translation>
    </message>
    <message>
        <source>%1 stored of %2 seen (sampled)</source>
        <translation>%1 gespeichert, %2 gesehen (Stichprobe)</translation>
    </message>
    <message>
        <source>%1 stored</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>The tracer saw more events than the capture stored. Counts marked “sampled” come from event_aggregates; latency percentiles are computed over the stored events.</source>
        <translation>Der Tracer hat mehr Ereignisse gesehen, als die Aufzeichnung gespeichert hat. Als „Stichprobe“ markierte Anzahlen stammen aus event_aggregates; Latenz-Perzentile werden über die gespeicherten Ereignisse berechnet.</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Usage: faultline [options] [capture.db]
       faultline demo --scenario NAME -o FILE [--events N] [--seed S]
       faultline demo --list
       faultline stats FILE [--json]

Investigation workbench for GPU memory and stall incidents in PyTorch/CUDA jobs.
Opens Faultline and Ingero captures (.db, .sqlite).

Options:
  --demo          Open a generated demo capture (the fragmentation scenario).
  -h, --help      Show this help.
  -v, --version   Show the version.

Subcommands (no display needed):
  demo            Write a demo capture of a scenario.
  stats           Print per-op latency statistics of a capture, as text or JSON.

Run &apos;faultline demo --help&apos; or &apos;faultline stats --help&apos; for their options.
</source>
        <translation>Aufruf: faultline [Optionen] [aufzeichnung.db]
        faultline demo --scenario NAME -o DATEI [--events N] [--seed S]
        faultline demo --list
        faultline stats DATEI [--json]

Untersuchungswerkzeug für GPU-Speicher- und Blockadevorfälle in PyTorch/CUDA-Jobs.
Öffnet Faultline- und Ingero-Aufzeichnungen (.db, .sqlite).

Optionen:
  --demo          Eine erzeugte Demo-Aufzeichnung öffnen (das Fragmentierungsszenario).
  -h, --help      Diese Hilfe anzeigen.
  -v, --version   Die Version anzeigen.

Unterbefehle (ohne Bildschirm nutzbar):
  demo            Eine Demo-Aufzeichnung eines Szenarios schreiben.
  stats           Latenzstatistik pro Operation einer Aufzeichnung ausgeben, als Text oder JSON.

„faultline demo --help“ und „faultline stats --help“ zeigen deren Optionen.
</translation>
    </message>
    <message>
        <source>faultline: nothing to do without a display; see &apos;faultline --help&apos;.</source>
        <translation>faultline: ohne Bildschirm gibt es hier nichts zu tun; siehe „faultline --help“.</translation>
    </message>
    <message>
        <source>Open a generated demo capture.</source>
        <translation>Eine erzeugte Demo-Aufzeichnung öffnen.</translation>
    </message>
    <message>
        <source>Capture to open (.db, .sqlite).</source>
        <translation>Zu öffnende Aufzeichnung (.db, .sqlite).</translation>
    </message>
    <message>
        <source>faultline: %1</source>
        <translation>faultline: %1</translation>
    </message>
    <message>
        <source>Try &apos;faultline --help&apos;.</source>
        <translation>Siehe „faultline --help“.</translation>
    </message>
    <message>
        <source>faultline: open one capture at a time (got %1 files).</source>
        <translation>faultline: bitte jeweils nur eine Aufzeichnung öffnen (%1 Dateien angegeben).</translation>
    </message>
    <message>
        <source>faultline: --demo opens its own capture; leave out the file.</source>
        <translation>faultline: --demo öffnet eine eigene Aufzeichnung; bitte die Datei weglassen.</translation>
    </message>
    <message>
        <source>Writes a deterministic demo capture of an incident scenario.</source>
        <translation>Schreibt eine reproduzierbare Demo-Aufzeichnung eines Vorfallszenarios.</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Diese Hilfe anzeigen.</translation>
    </message>
    <message>
        <source>Scenario to write (see --list).</source>
        <translation>Zu schreibendes Szenario (siehe --list).</translation>
    </message>
    <message>
        <source>Capture file to write (replaced if it exists).</source>
        <translation>Zu schreibende Aufzeichnungsdatei (wird ersetzt, falls vorhanden).</translation>
    </message>
    <message>
        <source>Scale the scenario up to at least N events.</source>
        <translation>Das Szenario auf mindestens N Ereignisse vergrößern.</translation>
    </message>
    <message>
        <source>Random seed (same seed, same capture).</source>
        <translation>Zufallswert (gleicher Wert, gleiche Aufzeichnung).</translation>
    </message>
    <message>
        <source>List the scenarios and exit.</source>
        <translation>Die Szenarien auflisten und beenden.</translation>
    </message>
    <message>
        <source>faultline demo: %1</source>
        <translation>faultline demo: %1</translation>
    </message>
    <message>
        <source>Usage: faultline demo --scenario NAME -o FILE [--events N] [--seed S]</source>
        <translation>Aufruf: faultline demo --scenario NAME -o DATEI [--events N] [--seed S]</translation>
    </message>
    <message>
        <source>faultline demo: unexpected argument “%1”.</source>
        <translation>faultline demo: unerwartetes Argument „%1“.</translation>
    </message>
    <message>
        <source>Scenarios:</source>
        <translation>Szenarien:</translation>
    </message>
    <message>
        <source>faultline demo: unknown scenario “%1”. Scenarios:</source>
        <translation>faultline demo: unbekanntes Szenario „%1“. Szenarien:</translation>
    </message>
    <message>
        <source>faultline demo: missing -o FILE.</source>
        <translation>faultline demo: -o DATEI fehlt.</translation>
    </message>
    <message>
        <source>faultline demo: --seed needs a non-negative integer, got “%1”.</source>
        <translation>faultline demo: --seed erwartet eine nichtnegative ganze Zahl, erhalten: „%1“.</translation>
    </message>
    <message>
        <source>faultline demo: --events needs a non-negative integer, got “%1”.</source>
        <translation>faultline demo: --events erwartet eine nichtnegative ganze Zahl, erhalten: „%1“.</translation>
    </message>
    <message>
        <source>faultline demo: cannot write %1: %2</source>
        <translation>faultline demo: %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>wrote %1 events (%2 seen) to %3</source>
        <translation>%1 Ereignisse (%2 gesehen) nach %3 geschrieben</translation>
    </message>
    <message>
        <source>Prints per-op latency statistics of a capture (the Summary view&apos;s numbers).</source>
        <translation>Gibt die Latenzstatistik pro Operation einer Aufzeichnung aus (die Zahlen der Übersicht).</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>JSON statt Text ausgeben.</translation>
    </message>
    <message>
        <source>Capture to read (.db, .sqlite).</source>
        <translation>Zu lesende Aufzeichnung (.db, .sqlite).</translation>
    </message>
    <message>
        <source>faultline stats: %1</source>
        <translation>faultline stats: %1</translation>
    </message>
    <message>
        <source>Usage: faultline stats FILE [--json]</source>
        <translation>Aufruf: faultline stats DATEI [--json]</translation>
    </message>
    <message>
        <source>faultline stats: expected one capture file; see &apos;faultline stats --help&apos;.</source>
        <translation>faultline stats: genau eine Aufzeichnungsdatei erwartet; siehe „faultline stats --help“.</translation>
    </message>
    <message>
        <source>faultline stats: cannot load %1: %2</source>
        <translation>faultline stats: %1 kann nicht geladen werden: %2</translation>
    </message>
</context>
<context>
    <name>faultline::CaptureInfoWidget</name>
    <message>
        <source>No capture open.</source>
        <translation>Keine Aufzeichnung geöffnet.</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Producer:</source>
        <translation>Erzeuger:</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>user_version:</source>
        <translation>user_version:</translation>
    </message>
    <message>
        <source>Time span:</source>
        <translation>Zeitraum:</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>Ereignisse:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>faultline::DemoCapture</name>
    <message>
        <source>Cannot create a temporary folder for the demo capture: %1</source>
        <translation>Für die Demo-Aufzeichnung kann kein temporärer Ordner angelegt werden: %1</translation>
    </message>
    <message>
        <source>Cannot write the demo capture: %1</source>
        <translation>Die Demo-Aufzeichnung kann nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>faultline::DropsModel</name>
    <message>
        <source>%1 events of this source were lost before they reached the capture.</source>
        <translation>%1 Ereignisse dieser Quelle gingen verloren, bevor sie die Aufzeichnung erreichten.</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Seen</source>
        <translation>Gesehen</translation>
    </message>
    <message>
        <source>Stored</source>
        <translation>Gespeichert</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>Verloren</translation>
    </message>
</context>
<context>
    <name>faultline::LatencyChart</name>
    <message>
        <source>calls per bucket</source>
        <translation>Aufrufe pro Klasse</translation>
    </message>
    <message>
        <source>duration (log scale)</source>
        <translation>Dauer (logarithmisch)</translation>
    </message>
    <message>
        <source>calls</source>
        <translation>Aufrufe</translation>
    </message>
    <message>
        <source>No stored calls to chart: only event_aggregates count this op.</source>
        <translation>Keine gespeicherten Aufrufe für das Diagramm: nur event_aggregates zählen diese Operation.</translation>
    </message>
</context>
<context>
    <name>faultline::MainWindow</name>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>The demo capture could not be written.</source>
        <translation>Die Demo-Aufzeichnung konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Demo Capture</source>
        <translation>Demo-Aufzeichnung</translation>
    </message>
    <message>
        <source>Demo generation cancelled.</source>
        <translation>Erzeugen der Demo abgebrochen.</translation>
    </message>
    <message>
        <source>Ready. Open a capture with Ctrl+O or drop a .db file here.</source>
        <translation>Bereit. Eine Aufzeichnung mit Strg+O öffnen oder eine .db-Datei hierher ziehen.</translation>
    </message>
    <message>
        <source>&amp;Open Capture…</source>
        <translation>Aufzeichnung ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open a Faultline or Ingero capture (.db, .sqlite)</source>
        <translation>Eine Faultline- oder Ingero-Aufzeichnung öffnen (.db, .sqlite)</translation>
    </message>
    <message>
        <source>Open &amp;Demo Capture</source>
        <translation>&amp;Demo-Aufzeichnung öffnen</translation>
    </message>
    <message>
        <source>Generate a capture of a fragmentation incident and open it</source>
        <translation>Eine Aufzeichnung eines Fragmentierungsvorfalls erzeugen und öffnen</translation>
    </message>
    <message>
        <source>&amp;Close Capture</source>
        <translation>Aufzeichnung &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Clear Recent</source>
        <translation>Liste &amp;leeren</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;About Faultline</source>
        <translation>&amp;Über Faultline</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop loading (Esc); the current capture stays open</source>
        <translation>Laden abbrechen (Esc); die aktuelle Aufzeichnung bleibt geöffnet</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet …</translation>
    </message>
    <message>
        <source>Generating the demo capture (fragmentation scenario)…</source>
        <translation>Demo-Aufzeichnung wird erzeugt (Fragmentierungsszenario) …</translation>
    </message>
    <message>
        <source>Capture closed.</source>
        <translation>Aufzeichnung geschlossen.</translation>
    </message>
    <message>
        <source>Opened %1: %2.</source>
        <translation>%1 geöffnet: %2.</translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation>%1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Cannot Open Capture</source>
        <translation>Aufzeichnung kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Faultline could not open “%1”.

%2</source>
        <translation>Faultline konnte „%1“ nicht öffnen.

%2</translation>
    </message>
    <message>
        <source>Loading cancelled; still showing %1.</source>
        <translation>Laden abgebrochen; %1 wird weiterhin angezeigt.</translation>
    </message>
    <message>
        <source>Loading cancelled.</source>
        <translation>Laden abgebrochen.</translation>
    </message>
    <message>
        <source>Open Capture</source>
        <translation>Aufzeichnung öffnen</translation>
    </message>
    <message>
        <source>Captures (*.db *.sqlite);;All files (*)</source>
        <translation>Aufzeichnungen (*.db *.sqlite);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Faultline</source>
        <translation>Faultline</translation>
    </message>
    <message>
        <source>Demo capture</source>
        <translation>Demo-Aufzeichnung</translation>
    </message>
    <message>
        <source>%1 — Faultline</source>
        <translation>%1 — Faultline</translation>
    </message>
    <message>
        <source>About Faultline</source>
        <translation>Über Faultline</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Faultline %1&lt;/h3&gt;&lt;p&gt;An investigation workbench for GPU memory and stall incidents in PyTorch/CUDA jobs.&lt;/p&gt;&lt;p&gt;Opens Faultline and Ingero captures: per-op latency, processes, drops, and more views to come.&lt;/p&gt;&lt;p&gt;Built with Qt %2, running on Qt %3.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Faultline %1&lt;/h3&gt;&lt;p&gt;Ein Untersuchungswerkzeug für GPU-Speicher- und Blockadevorfälle in PyTorch/CUDA-Jobs.&lt;/p&gt;&lt;p&gt;Öffnet Faultline- und Ingero-Aufzeichnungen: Latenz pro Operation, Prozesse, Verluste, weitere Ansichten folgen.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2, läuft mit Qt %3.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Not a Capture</source>
        <translation>Keine Aufzeichnung</translation>
    </message>
    <message>
        <source>Faultline opens captures written by Faultline or Ingero: SQLite files ending in .db or .sqlite.

Dropped: %1</source>
        <translation>Faultline öffnet Aufzeichnungen von Faultline oder Ingero: SQLite-Dateien mit der Endung .db oder .sqlite.

Abgelegt: %1</translation>
    </message>
    <message>
        <source>Dropped file is not a capture.</source>
        <translation>Die abgelegte Datei ist keine Aufzeichnung.</translation>
    </message>
    <message>
        <source>Unreadable parts: %1 (see Problems).</source>
        <translation>Unlesbare Teile: %1 (siehe Probleme).</translation>
    </message>
</context>
<context>
    <name>faultline::OpStatsModel</name>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>%1 of %2 (sampled)</source>
        <translation>%1 von %2 (Stichprobe)</translation>
    </message>
    <message>
        <source>The capture stored %1 of the %2 calls the tracer saw (event_aggregates hold the true count). Latency percentiles are computed over the stored calls.</source>
        <translation>Die Aufzeichnung hat %1 der %2 vom Tracer gesehenen Aufrufe gespeichert (event_aggregates enthalten die tatsächliche Anzahl). Latenz-Perzentile werden über die gespeicherten Aufrufe berechnet.</translation>
    </message>
    <message>
        <source>Every call the tracer saw is stored.</source>
        <translation>Jeder vom Tracer gesehene Aufruf ist gespeichert.</translation>
    </message>
    <message>
        <source>Nearest-rank percentile of the stored calls&apos; durations.</source>
        <translation>Perzentil (Rangmethode) der Dauer der gespeicherten Aufrufe.</translation>
    </message>
    <message>
        <source>%1 in all calls (event_aggregates); %2 in the stored calls.</source>
        <translation>%1 in allen Aufrufen (event_aggregates); %2 in den gespeicherten Aufrufen.</translation>
    </message>
    <message>
        <source>Stored calls; “of N (sampled)” when the capture kept only a subset.</source>
        <translation>Gespeicherte Aufrufe; „von N (Stichprobe)“, wenn die Aufzeichnung nur einen Teil behalten hat.</translation>
    </message>
    <message>
        <source>Latency percentile over the stored calls (nearest rank).</source>
        <translation>Latenz-Perzentil über die gespeicherten Aufrufe (Rangmethode).</translation>
    </message>
    <message>
        <source>Bytes requested or copied, for ops whose first argument is a size.</source>
        <translation>Angeforderte oder kopierte Bytes, für Operationen, deren erstes Argument eine Größe ist.</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>Operation</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>Prozess</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
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
        <translation>Max.</translation>
    </message>
    <message>
        <source>Total bytes</source>
        <translation>Bytes gesamt</translation>
    </message>
</context>
<context>
    <name>faultline::ProblemsWidget</name>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
</context>
<context>
    <name>faultline::ProcessStatsModel</name>
    <message>
        <source>Stored events of this process, all sources.</source>
        <translation>Gespeicherte Ereignisse dieses Prozesses, alle Quellen.</translation>
    </message>
    <message>
        <source>Stored CUDA runtime and driver calls.</source>
        <translation>Gespeicherte Aufrufe der CUDA-Runtime und des Treibers.</translation>
    </message>
    <message>
        <source>Time its threads spent off CPU (sched_switch intervals).</source>
        <translation>Zeit, die seine Threads nicht auf der CPU liefen (sched_switch-Intervalle).</translation>
    </message>
    <message>
        <source>Times its threads were switched out (stored sched_switch events).</source>
        <translation>Wie oft seine Threads verdrängt wurden (gespeicherte sched_switch-Ereignisse).</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>Prozess</translation>
    </message>
    <message>
        <source>Threads</source>
        <translation>Threads</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>CUDA calls</source>
        <translation>CUDA-Aufrufe</translation>
    </message>
    <message>
        <source>Off-CPU</source>
        <translation>Off-CPU</translation>
    </message>
    <message>
        <source>Switches</source>
        <translation>Wechsel</translation>
    </message>
</context>
<context>
    <name>faultline::SummaryView</name>
    <message>
        <source>No capture open</source>
        <translation>Keine Aufzeichnung geöffnet</translation>
    </message>
    <message>
        <source>Open a Faultline or Ingero capture (.db) with File ▸ Open, drop one onto this window, or explore a generated demo of a fragmentation incident.</source>
        <translation>Öffnen Sie eine Faultline- oder Ingero-Aufzeichnung (.db) mit Datei ▸ Öffnen, ziehen Sie eine auf dieses Fenster, oder erkunden Sie eine erzeugte Demo eines Fragmentierungsvorfalls.</translation>
    </message>
    <message>
        <source>Open Capture…</source>
        <translation>Aufzeichnung öffnen …</translation>
    </message>
    <message>
        <source>Open Demo Capture</source>
        <translation>Demo-Aufzeichnung öffnen</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Aufzeichnung</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Datei:</translation>
    </message>
    <message>
        <source>Producer:</source>
        <translation>Erzeuger:</translation>
    </message>
    <message>
        <source>Layout:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>Time span:</source>
        <translation>Zeitraum:</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>Ereignisse:</translation>
    </message>
    <message>
        <source>Machine</source>
        <translation>Rechner</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>Host:</translation>
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
        <translation>Speicher:</translation>
    </message>
    <message>
        <source>Probe:</source>
        <translation>Sonde:</translation>
    </message>
    <message>
        <source>Kernel:</source>
        <translation>Kernel:</translation>
    </message>
    <message>
        <source>OS:</source>
        <translation>Betriebssystem:</translation>
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
        <translation>Latenz pro Operation</translation>
    </message>
    <message>
        <source>&amp;Process:</source>
        <translation>&amp;Prozess:</translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>Prozesse</translation>
    </message>
    <message>
        <source>Select an op to see its latency distribution</source>
        <translation>Eine Operation auswählen, um ihre Latenzverteilung zu sehen</translation>
    </message>
    <message>
        <source>Computing statistics…</source>
        <translation>Statistik wird berechnet …</translation>
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
        <source>%1 · driver %2</source>
        <translation>%1 · Treiber %2</translation>
    </message>
    <message>
        <source>This capture has no events.</source>
        <translation>Diese Aufzeichnung enthält keine Ereignisse.</translation>
    </message>
    <message>
        <source>Drops: not recorded by this capture</source>
        <translation>Verluste: von dieser Aufzeichnung nicht erfasst</translation>
    </message>
    <message>
        <source>Drops: not recorded by this capture (Ingero)</source>
        <translation>Verluste: von dieser Aufzeichnung nicht erfasst (Ingero)</translation>
    </message>
    <message>
        <source>Ingero captures do not count events lost between the kernel and the file, so losses cannot be ruled out.</source>
        <translation>Ingero-Aufzeichnungen zählen keine Ereignisse, die zwischen Kernel und Datei verloren gehen; Verluste sind daher nicht auszuschließen.</translation>
    </message>
    <message>
        <source>All processes combined</source>
        <translation>Alle Prozesse zusammen</translation>
    </message>
    <message>
        <source>Each process</source>
        <translation>Jeder Prozess einzeln</translation>
    </message>
    <message>
        <source>%1 of %2 calls stored (sampled)</source>
        <translation>%1 von %2 Aufrufen gespeichert (Stichprobe)</translation>
    </message>
    <message>
        <source>Drops by source</source>
        <translation>Verluste nach Quelle</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent captures&lt;/b&gt;</source>
        <translation>&lt;b&gt;Zuletzt geöffnete Aufzeichnungen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Drops: %3 dropped (seen %1, stored %2)</source>
        <translation>Verluste: %3 verloren (gesehen %1, gespeichert %2)</translation>
    </message>
    <message>
        <source>all processes</source>
        <translation>alle Prozesse</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; latency · %2&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</source>
        <translation>Latenz von &lt;b&gt;%1&lt;/b&gt; · %2&lt;br&gt;&lt;small&gt;%3&lt;/small&gt;</translation>
    </message>
    <message>
        <source>%1 · cores: %2</source>
        <translation>%1 · Kerne: %2</translation>
    </message>
    <message>
        <source>First of %1 recording sessions in this capture.</source>
        <translation>Erste von %1 Aufnahmesitzungen in dieser Aufzeichnung.</translation>
    </message>
    <message>
        <source>stored calls: %1</source>
        <translation>gespeicherte Aufrufe: %1</translation>
    </message>
</context>
</TS>
