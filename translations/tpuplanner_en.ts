<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CatalogCommand</name>
    <message numerus="yes">
        <source>%n month(s) old</source>
        <translation>
            <numerusform>%n month old</numerusform>
            <numerusform>%n months old</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n host</numerusform>
            <numerusform>%n hosts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Diagnosis</name>
    <message numerus="yes">
        <source>  %n other line(s) (traceback, log) are not part of the message.</source>
        <translation>
            <numerusform>  %n other line (traceback, log) is not part of the message.</numerusform>
            <numerusform>  %n other lines (traceback, log) are not part of the message.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  … and %n more.</source>
        <translation>
            <numerusform>  … and %n more.</numerusform>
            <numerusform>  … and %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The weights of %n layer(s) are gathered at a time (%1 per %2).</source>
        <translation>
            <numerusform>The weights of %n layer are gathered at a time (%1 per %2).</numerusform>
            <numerusform>The weights of %n layers are gathered at a time (%1 per %2).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EstimateCommand</name>
    <message numerus="yes">
        <source>the gathered weights of %n layer(s), %1 GiB</source>
        <translation>
            <numerusform>the gathered weights of %n layer, %1 GiB</numerusform>
            <numerusform>the gathered weights of %n layers, %1 GiB</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayerStack</name>
    <message numerus="yes">
        <source>%n layers</source>
        <translation>
            <numerusform>%n layer</numerusform>
            <numerusform>%n layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n experts</source>
        <translation>
            <numerusform>%n expert</numerusform>
            <numerusform>%n experts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LengthFile</name>
    <message numerus="yes">
        <source>the row has %n field(s); the column is field %1</source>
        <translation>
            <numerusform>the row has %n field; the column is field %1</numerusform>
            <numerusform>the row has %n fields; the column is field %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OomParser</name>
    <message numerus="yes">
        <source>The message appears %n times (logs repeat it, often once per core); the figures are from its most complete copy.</source>
        <translation>
            <numerusform>The message appears %n time (logs repeat it, often once per core); the figures are from its most complete copy.</numerusform>
            <numerusform>The message appears %n times (logs repeat it, often once per core); the figures are from its most complete copy.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) inside the message could not be read; they are listed as they were pasted.</source>
        <translation>
            <numerusform>%n line inside the message could not be read; it is listed as it was pasted.</numerusform>
            <numerusform>%n lines inside the message could not be read; they are listed as they were pasted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PaddingAnalysis</name>
    <message numerus="yes">
        <source>%1: %n input shape(s) (budget %2), %3 of the computed tokens are padding, throughput cost %4; the least padding among strategies that keep every token.</source>
        <translation>
            <numerusform>%1: %n input shape (budget %2), %3 of the computed tokens are padding, throughput cost %4; the least padding among strategies that keep every token.</numerusform>
            <numerusform>%1: %n input shapes (budget %2), %3 of the computed tokens are padding, throughput cost %4; the least padding among strategies that keep every token.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n input shape(s), %2 of the computed tokens are padding (throughput cost %3); within %4 points of the cheapest option, which needs more shapes.</source>
        <translation>
            <numerusform>%1: %n input shape, %2 of the computed tokens are padding (throughput cost %3); within %4 points of the cheapest option, which needs more shapes.</numerusform>
            <numerusform>%1: %n input shapes, %2 of the computed tokens are padding (throughput cost %3); within %4 points of the cheapest option, which needs more shapes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%1: %n shape(s), throughput cost %2.)</source>
        <translation>
            <numerusform>(%1: %n shape, throughput cost %2.)</numerusform>
            <numerusform>(%1: %n shapes, throughput cost %2.)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 pads less (%2) but compiles about %n input shapes, over the budget of %3.</source>
        <translation>
            <numerusform>%1 pads less (%2) but compiles about %n input shape, over the budget of %3.</numerusform>
            <numerusform>%1 pads less (%2) but compiles about %n input shapes, over the budget of %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PaddingCommand</name>
    <message numerus="yes">
        <source>Batch: %n sequence(s) per step; shape budget %1</source>
        <translation>
            <numerusform>Batch: %n sequence per step; shape budget %1</numerusform>
            <numerusform>Batch: %n sequences per step; shape budget %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReadinessChecklist</name>
    <message numerus="yes">
        <source>%n input shape(s) in an epoch: each is compiled once.</source>
        <translation>
            <numerusform>%n input shape in an epoch: each is compiled once.</numerusform>
            <numerusform>%n input shapes in an epoch: each is compiled once.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %n input shapes in an epoch, more than %1: XLA recompiles for each and training stalls meanwhile. Pad to a fixed length, a coarser multiple or a few buckets.</source>
        <translation>
            <numerusform>About %n input shape in an epoch, more than %1: XLA recompiles for each and training stalls meanwhile. Pad to a fixed length, a coarser multiple or a few buckets.</numerusform>
            <numerusform>About %n input shapes in an epoch, more than %1: XLA recompiles for each and training stalls meanwhile. Pad to a fixed length, a coarser multiple or a few buckets.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shard(s) for %n host(s): %2 per host.</source>
        <translation>
            <numerusform>%1 shard for %n host: %2 per host.</numerusform>
            <numerusform>%1 shards for %n hosts: %2 per host.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shard(s) for %n host(s): fewer than %2 per host, or not a multiple of the host count, limits parallel reads and file-level shuffling.</source>
        <translation>
            <numerusform>%1 shard for %n host: fewer than %2 per host, or not a multiple of the host count, limits parallel reads and file-level shuffling.</numerusform>
            <numerusform>%1 shards for %n hosts: fewer than %2 per host, or not a multiple of the host count, limits parallel reads and file-level shuffling.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>%1: %n device(s) on %2 chip(s) and %3 host(s)</source>
        <translation>
            <numerusform>%1: %n device on %2 chip and %3 host</numerusform>
            <numerusform>%1: %n devices on %2 chips and %3 hosts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s)</source>
        <translation>
            <numerusform>%1: %n GPU</numerusform>
            <numerusform>%1: %n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n other listed offering(s) use prices more than %1 months old.</source>
        <translation>
            <numerusform>%n other listed offering uses prices more than %1 months old.</numerusform>
            <numerusform>%n other listed offerings use prices more than %1 months old.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n device(s), mesh %2</source>
        <translation>
            <numerusform>%1 over %n device, mesh %2</numerusform>
            <numerusform>%1 over %n devices, mesh %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: gathered weights of %n layer(s) %2, communication buffers %3</source>
        <translation>
            <numerusform>%1: gathered weights of %n layer %2, communication buffers %3</numerusform>
            <numerusform>%1: gathered weights of %n layers %2, communication buffers %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServePlanner</name>
    <message numerus="yes">
        <source>%Ln replica(s) still cannot keep up: requests arrive faster than they are answered</source>
        <translation>
            <numerusform>%Ln replica still cannot keep up: requests arrive faster than they are answered</numerusform>
            <numerusform>%Ln replicas still cannot keep up: requests arrive faster than they are answered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s) of at most %1 sequences serve %2 users (%3 in flight each)</source>
        <translation>
            <numerusform>%Ln replica of at most %1 sequences serves %2 users (%3 in flight)</numerusform>
            <numerusform>%Ln replicas of at most %1 sequences serve %2 users (%3 in flight each)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s) at %1 requests/s each; the prefill queue adds %2 s to the first token</source>
        <translation>
            <numerusform>%Ln replica at %1 requests/s; the prefill queue adds %2 s to the first token</numerusform>
            <numerusform>%Ln replicas at %1 requests/s each; the prefill queue adds %2 s to the first token</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServeReport</name>
    <message numerus="yes">
        <source>%Ln replica(s)</source>
        <translation>
            <numerusform>%Ln replica</numerusform>
            <numerusform>%Ln replicas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShardsCommand</name>
    <message numerus="yes">
        <source>%n host(s), %1 shard(s) per host; by size %2, by hosts %3</source>
        <translation>
            <numerusform>%n host, %1 shard per host; by size %2, by hosts %3</numerusform>
            <numerusform>%n hosts, %1 shards per host; by size %2, by hosts %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CatalogTableModel</name>
    <message numerus="yes">
        <source>%1 (%n month(s) old, stale)</source>
        <translation>
            <numerusform>%1 (%n month old, stale)</numerusform>
            <numerusform>%1 (%n months old, stale)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n month(s) old)</source>
        <translation>
            <numerusform>%1 (%n month old)</numerusform>
            <numerusform>%1 (%n months old)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CatalogView</name>
    <message numerus="yes">
        <source>%n price(s) are stale, the oldest %1 months old: refresh them with Import Prices… from a newer public price list; the import shows its changes before anything is written.</source>
        <translation>
            <numerusform>%n price is stale, %1 months old: refresh it with Import Prices… from a newer public price list; the import shows its changes before anything is written.</numerusform>
            <numerusform>%n prices are stale, the oldest %1 months old: refresh them with Import Prices… from a newer public price list; the import shows its changes before anything is written.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CompareDialog</name>
    <message numerus="yes">
        <source>%n input(s) differ, highlighted below.</source>
        <translation>
            <numerusform>%n input differs, highlighted below.</numerusform>
            <numerusform>%n inputs differ, highlighted below.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::LengthHistogramChart</name>
    <message numerus="yes">
        <source>Tokens per sequence (bins of %n token(s), labelled by their longest)</source>
        <translation>
            <numerusform>Tokens per sequence (bins of %n token, labelled by their longest)</numerusform>
            <numerusform>Tokens per sequence (bins of %n tokens, labelled by their longest)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::MainWindow</name>
    <message numerus="yes">
        <source>Started with %n problem(s): see the message</source>
        <translation>
            <numerusform>Started with %n problem: see the message</numerusform>
            <numerusform>Started with %n problems: see the message</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PaddingStrategyModel</name>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… %n more</numerusform>
            <numerusform>… %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Real (not padding) tokens one step of %n sequence(s) trains on</source>
        <translation>
            <numerusform>Real (not padding) tokens one step of %n sequence trains on</numerusform>
            <numerusform>Real (not padding) tokens one step of %n sequences trains on</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PasteErrorDialog</name>
    <message numerus="yes">
        <source> · the message appears %n times</source>
        <translation>
            <numerusform> · the message appears %n time</numerusform>
            <numerusform> · the message appears %n times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PlanLibraryDialog</name>
    <message numerus="yes">
        <source>Deleted “%1” and %n other plan(s).</source>
        <translation>
            <numerusform>Deleted “%1” and %n other plan.</numerusform>
            <numerusform>Deleted “%1” and %n other plans.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PreemptionSpreadChart</name>
    <message numerus="yes">
        <source>Under preemption, %n simulated run(s): %1</source>
        <translation>
            <numerusform>Under preemption, %n simulated run: %1</numerusform>
            <numerusform>Under preemption, %n simulated runs: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PriceImportDialog</name>
    <message numerus="yes">
        <source>%1, %n row(s) read, %2 price(s) mapped.</source>
        <translation>
            <numerusform>%1, %n row read, %2 price mapped.</numerusform>
            <numerusform>%1, %n rows read, %2 prices mapped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::SeqLenMemoryModel</name>
    <message numerus="yes">
        <source>%1 +%n more</source>
        <translation>
            <numerusform>%1 +%n more</numerusform>
            <numerusform>%1 +%n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ShardPanel</name>
    <message numerus="yes">
        <source>%1: %n host(s)</source>
        <translation>
            <numerusform>%1: %n host</numerusform>
            <numerusform>%1: %n hosts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n shard(s)&lt;/b&gt; of up to %1 (%2 … %3), %4 per host</source>
        <translation>
            <numerusform>&lt;b&gt;%n shard&lt;/b&gt; of up to %1 (%2 … %3), %4 per host</numerusform>
            <numerusform>&lt;b&gt;%n shards&lt;/b&gt; of up to %1 (%2 … %3), %4 per host</numerusform>
        </translation>
    </message>
</context>
</TS>
