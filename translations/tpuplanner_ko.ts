<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
<context>
    <name>CatalogImport</name>
    <message>
        <source>cannot read the catalog file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog file changed since the import was previewed; preview the import again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>a quoted field is never closed (missing &quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected text after a closing quote</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MemoryModel</name>
    <message>
        <source>the sequence length must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens exceed the model&apos;s %2 position embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the batch per device must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on a TPU every framework compiles through XLA: use the xla runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPUs have no fp16 arithmetic: use bf16-mixed or fp32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no bf16 support: use fp16-mixed or fp32</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>YamlReader</name>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file is %1 bytes, more than the %2 bytes allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a mapping of keys to values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key (expected one of: %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a single value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be greater than %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at least %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be at most %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected true or false, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing required field (a date, YYYY-MM-DD)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a date YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of values</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>Output format: text or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A catalog YAML file merged over the built-in catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be text or json, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, got &quot;%4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a number from %2 to %3, got &quot;%4&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be one of %2, got &quot;%3&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPU generations, slices, GPUs and prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a model&apos;s architecture and parameter count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>padding and bucketing strategies for a file of sequence lengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFRecord shard count and size for a dataset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory per device: breakdown and fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the largest batch per device that fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranked candidates: hardware, time and cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run a saved plan YAML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage: tpuplan COMMAND [options]   (tpuplan COMMAND --help for details)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tpuplan: unknown command &quot;%1&quot; (try tpuplan --help)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan transformer training on Cloud TPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your catalog file has an error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

The built-in catalog is used instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan</name>
    <message>
        <source>expected a list of entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown pricing model &quot;%1&quot; (expected on-demand, preemptible, spot, 1-year, 3-year or colab-free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a mapping of source keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a binary file (it contains NUL bytes), not a CSV or JSON price list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte 0x%1); a price list must be CSV or JSON text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot tell the format: neither a SkyPilot CSV nor a gpuhunt JSON file (give --format)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>detected from the content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SkyPilot GCP catalog CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpuhunt TPU pricing JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1 bytes, more than the %2 allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rows for %2 disagree (%3); the highest, %4/h, is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a GPU-only price, and the catalog names no host VM for %2; costs with this price leave out the machine&apos;s vCPUs and memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsupported model type &quot;%1&quot; (supported: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden_size %1 is not divisible by %2 heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected full, original_full or block_sparse, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chip</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan::Catalog</name>
    <message>
        <source>built-in catalog file is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the catalog file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog file is larger than 16 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown source &quot;%1&quot; (add it under sources:)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name is already used by a TPU slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown generation &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 slice must be named %2N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 counts TensorCores in its name, %2 per chip: %3 is not a multiple of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 counts %2 in its name, so %3 has %4 chips, not %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorCores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot; for this unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown host VM &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan::CatalogLoader</name>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;cores&quot; or &quot;chips&quot;, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB per device × %2 devices exceeds the %3 GiB of the chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reservation is not smaller than the device&apos;s memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected slice, chip or gpu, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a price of 0 is only valid for the colab-free pricing model</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan::Fields</name>
    <message>
        <source>missing required field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan::Mapper</name>
    <message>
        <source>the row names no region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a known Google Cloud region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2/h is SkyPilot&apos;s placeholder for a missing price, not a price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a price of 0 is not a price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2/h is %3 per %4 and hour, more than the %5 any real offer costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing column(s) %1; the header has: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (this looks like a list of host VM prices, which are not imported)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has a header but no price rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a price or count cannot be negative, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the row has %1 fields, the header %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a host VM price (%1); host VM prices are not imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the row names no accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AcceleratorCount %1 is not a whole number of accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog has no TPU slice &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a TPU row must price one slice, not AcceleratorCount %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog has no GPU for &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>priced together with machine type %1; only GPU-only prices are imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zone %1 is not in region %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the row has no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2/h is not below the on-demand %3/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object of TPU families (&quot;TPU v5e&quot;: {region: prices}), got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file lists no TPU families</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object of regions, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no TPU generation in the catalog matches this family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog has no %1 slices for this family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object of prices, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a price cannot be negative, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pricing model for this column; its values are not imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spot: %1/h is not below the on-demand %2/h, so the file&apos;s Spot column is not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spot: not used, the file&apos;s Spot column is inconsistent (see line %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan::ModelLoader</name>
    <message>
        <source>unknown model preset &quot;%1&quot; (presets: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a model file larger than 4 MiB is not a model configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a single value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 1 and 1024, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between 1 and 65536, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must divide hidden_size %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sizes must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>block-sparse attention needs a positive block size and at least one random block</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan::Parser</name>
    <message>
        <source>the file holds no JSON value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends early (expected &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends inside an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a key in double quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;,&quot; or &quot;}&quot; after a value, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends inside a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;,&quot; or &quot;]&quot; after a value, found &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file ends where a value is expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot; where a value is expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string is never closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a line break inside a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a control character inside a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>\u must be followed by four hexadecimal digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown escape \%1 in a string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number needs digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number needs digits after the decimal point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number needs digits in its exponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number %1 is out of range</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan::PlanFile</name>
    <message>
        <source>cannot read the plan file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a plan file larger than 4 MiB is not a plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected mlm, mlm-masked or classification, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give exactly one of steps, tokens and epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected pytorch or tensorflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected cost, time or balanced</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan::PlanInput</name>
    <message>
        <source>seq_len: must be between 1 and 1,048,576</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seq_len: %1 tokens exceed the model&apos;s %2 position embeddings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>global_batch: must be between 1 and 16,777,216</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steps: must be between 1 and 10^12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens: must be between 1 and 10^18</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>epochs: needs epochs &gt; 0 and dataset_tokens &gt;= 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max_accumulation: must be between 1 and 65,536</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>precision: allow at least one precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpointing: allow at least one policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>safety_margin: must be at least 0 and below 0.9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preemption rate: must be between 0 and 10 per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkpoint write time: must be between 0 and 600 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>restart time: must be between 0 and 1440 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deadline, budget and dataset size must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan::Planner</name>
    <message>
        <source>set in the plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is skipped: the global batch %2 does not split evenly over its %3 devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No candidate fits: try checkpointing, bf16, a shorter sequence or a larger device.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits: %1 GiB of the %2 GiB per %3 (%4 % kept free as a safety margin).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: even a batch of 1 needs %1 GiB, more than the %2 GiB usable per %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs checkpointing: without it %2 GiB exceed the %3 GiB usable per %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpointing (%1) recomputes part of the forward pass: +%2 % step time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch %1 per %2 × %3 accumulation step(s) × %4 devices = global batch %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s per step at %2 % of the %3 TFLOPS peak per device (%4); %5 steps take %6 h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: expect %2 preemption(s) and %3 forced restart(s); saving a checkpoint every %4 h (Young/Daly) the run takes %5 h instead of %6 h.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preemptible machines stop after 24 hours: the run restarts from its last checkpoint %1 time(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session limit of %1 h splits the run into %2 session(s), each resumed from a saved checkpoint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price (%1, %2) is older than %3 months: check it before you rely on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misses the deadline or the budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best by %1 among %2 candidates that fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the Pareto front: nothing else is both cheaper and faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost %1 (accelerator %2, host %3, storage %4); expected %5 with preemptions.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan::UserCatalogFile</name>
    <message>
        <source>cannot read the catalog file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog file is larger than 16 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalog file is not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot update this section: write &quot;%1:&quot; at the start of a line, unquoted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write the catalog file: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan::cli</name>
    <message>
        <source>List TPU generations, slices, GPUs and prices with their sources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only this TPU generation (v2, v3, v4, v5e, v5p, v6e).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only prices in this region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown generation &quot;%1&quot; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no prices in region &quot;%1&quot; (regions: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog %1 (prices older than %2 months are marked STALE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 GiB HBM per device, %3 device(s) per chip, %4 bf16 TFLOPS per chip [%5, %6]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chips, %2 cores, %3 devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  STALE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs (for comparison)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 GB [%3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per slice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 -&gt; %2 %3  %4 (%5%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  OLDER: imported price is of %1, the current one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (imported %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import prices from a public price catalog (SkyPilot&apos;s GCP vms.csv, gpuhunt&apos;s tpu_pricing.json) into your catalog file, and show what changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price file to import.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s format, skypilot or gpuhunt (default: detected from the content), and/or the output format, text or json; give it twice to set both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The date of the prices, YYYY-MM-DD (default: the file&apos;s modification date).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show what would change; write nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog file to update (default: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pricing model of SkyPilot&apos;s SpotPrice column: spot (default) or preemptible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the price file to import (tpuplan catalog import FILE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format gives the file&apos;s format twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format gives the output format twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be skypilot, gpuhunt, auto, text or json, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--as-of must be a date YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--user-catalog must name a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rows read, %2 prices mapped, %3 not imported, %4 warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prices as of %1 (the file&apos;s modification date; give --as-of for the date of its content)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prices as of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>source %1, imported on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>user catalog %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changed prices (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New prices (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gone (%1): imported from %2 before, no longer in it; removed from your catalog:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unchanged prices: %1 (%2 of them now cite this import)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unchanged prices: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not mapped to the catalog (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejected (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings (%1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>... and %1 more %2 rows (--format json lists them all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dry run: nothing written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing to write: %1 is up to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give exactly one of --hardware and --device-memory-gib</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot; (a slice such as v2-8, v3-32, v5litepod-8, or a GPU: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate the training memory per device and whether it fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 on %2 (one device), %3 tokens, batch %4 per device, %5, %6, checkpointing %7, runtime %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runtime overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>device memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits, with %1 GiB to spare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: %1 GiB over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1 tokens are too few for block-sparse attention; full attention is used, as Hugging Face BigBird does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: the sequence is padded to %1 tokens, a multiple of the block size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations: %1 GiB per layer before the %2 runtime factor of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find the largest batch per device that fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this share of the device memory free (0 to 0.9).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even a batch of 1 does not fit on one %1 device: %2 GiB needed, %3 GiB available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest batch per device on %1: %2 (%3 GiB of %4 GiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A preset id, a model YAML file or a Hugging Face config.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length in tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch per device (a v2/v3 core, a v4+ chip, a GPU).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A TPU slice (v2-8, v3-32, v5litepod-8 ...) or a GPU id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instead of --hardware: a device with this much usable memory (no XLA reservation is subtracted).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>xla (default on TPU), pytorch (default on GPU) or tensorflow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp32, bf16-mixed or fp16-mixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adamw, adam, adafactor, sgd, momentum or lamb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient checkpointing: none, full, every-K (one checkpoint every K layers) or selective.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mlm (logits at every position), mlm-masked or classification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gathered positions per sequence for mlm-masked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a next-sentence-prediction head.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train without dropout (no masks stored).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--model is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seq-len is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--batch is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--checkpointing must be none, full, selective or every-K with K &gt;= 1, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seq-len %1 exceeds the %2 position embeddings of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the model presets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show a model&apos;s architecture and exact parameter count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  layers %1, hidden %2, heads %3 (head size %4), FFN %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  vocabulary %1, positions %2, token types %3, activation %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  attention: block-sparse (ITC), block %1, %2 random, %3 window and %4 global blocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  attention: full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  parameters (encoder with pooler): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    embeddings %1, encoder layers and pooler %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  an MLM head adds %1 (decoder tied to the word embeddings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare padding strategies for a file of sequence lengths: input shapes (XLA compilations), padded tokens, real tokens per step and the throughput cost of the padding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence lengths: one whole number per line, or a CSV/TSV file (a &quot;count&quot; column makes it a histogram).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV column of lengths, by name or number (1 = first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV column of counts (histogram rows).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences per step (global batch).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length for the fixed-length strategy (default: the longest sequence rounded up to 128).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pad-to-multiple strategies to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bucket boundaries, comma separated (default: 64, 128, 256, ... up to the fixed length).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunk length for packing (default: the fixed length).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most input shapes (compilations) a recommended strategy may need.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examples must stay whole (fine-tuning, classification): do not recommend packing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lengths FILE is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lengths: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column &quot;%1&quot; (the first numeric column; choose another with --column)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counts from column &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sequences, %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shortest %1, mean %2, median %3, p90 %4, p99 %5, longest %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch: %n sequence(s) per step; shape budget %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shapes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>padding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>real tokens/step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>truncated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shapes: distinct input shapes in one epoch (compilations; ~ = expected for random batches). padding: share of computed tokens that are padding. cost: extra compute per real token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If examples must stay whole: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 tokens, global batch %3, %4 steps: %5 candidates evaluated, %6 fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ckpt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>batch×acc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mem GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost $</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected $</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  pareto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  DOES NOT FIT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  stale price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why #1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  - Preemption spread (%1 simulated runs): P10 %2 h, P50 %3 h, P90 %4 h; cost P10 %5, P50 %6, P90 %7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown generation &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no prices in region &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search every candidate that reaches the global batch, keep those that fit, rank them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences per optimizer step, over all devices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens to train on (instead of --steps).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Epochs over --dataset-tokens (instead of --steps).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens in the dataset (for --epochs).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset size in Cloud Storage, GiB (storage cost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated slices or GPUs to consider.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated TPU generations to consider (default all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also consider the catalog&apos;s GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated regions (default all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated pricing models: on-demand, preemptible, spot, 1-year, 3-year, colab-free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank by cost, time or balanced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop candidates whose expected time exceeds this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop candidates whose expected cost exceeds this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of device memory kept free (default 0.1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many candidates to print (0 = all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated precisions to try (default fp32,bf16-mixed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comma-separated policies to try: none, full, every-k, selective (default all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mlm, mlm-masked or classification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train without dropout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most gradient-accumulation steps the training code supports (1 = none).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runtime on GPUs: pytorch or tensorflow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preemptions per hour on preemptible/spot (default 0.05).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes to save a checkpoint (default 2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes to restart after a preemption (default 10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Override the MFU of a generation or GPU, e.g. v3=0.4 (repeatable).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give exactly one of --steps, --tokens and --epochs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--epochs needs --dataset-tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--objective must be cost, time or balanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown pricing model &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown precision &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--checkpointing takes none, full, every-k and selective, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown optimizer &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--head must be mlm, mlm-masked or classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--gpu-runtime must be pytorch or tensorflow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--efficiency takes ID=X with 0 &lt; X &lt;= 1, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run a saved plan description (a plan YAML, see docs/plan-file.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The plan YAML.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the plan file: tpuplan plan FILE.yaml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan TFRecord shards for a dataset: records, shard count and size, shards per host, and the Cloud Storage cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset size in tokens (1e9 and 1G work too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset size in documents (with --tokens-per-document).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean tokens per document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset size in bytes of UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes of text per token, for --bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per record (the packed chunk length).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosts reading the data (1 for v2-8/v3-8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the host count from this TPU slice in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per token in a record (8 = int32 input_ids + int32 attention_mask).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region of the Cloud Storage bucket.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud Storage class in the catalog.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the TPU is reached: vm or node (Colab is a node).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the shards live: gcs, local or memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give exactly one of --tokens, --documents or --bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--%1 must be a positive whole number (1e9 and 1G work too), got &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--documents needs --tokens-per-document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give --hosts or --slice, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown TPU slice &quot;%1&quot; (see tpuplan catalog)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown region &quot;%1&quot; (regions: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown storage class &quot;%1&quot; (known: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset: %1 tokens in %2 records of %3 tokens, %4 bytes each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TFRecords: %1 (%2 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shards: %1 (%2 … %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or %2 records per shard, up to %3 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 records per shard, %2 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n host(s), %1 shard(s) per host; by size %2, by hosts %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage: %1 GiB × %2 per GiB-month (%3, %4) = %5 per month [%6, %7]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalog has one price per storage class; regional differences are not modelled. Keep the bucket in the TPU&apos;s region.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CatalogTableModel</name>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (stale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Devices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::MainWindow</name>
    <message>
        <source>TPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan::xla</name>
    <message>
        <source>pad to the dataset maximum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed length %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pad each batch to a multiple of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>buckets %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pack into chunks of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no sequence lengths to analyse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the batch must be at least 1 sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fixed length must be from 1 to %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chunk length must be from 1 to %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a padding multiple must be from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a bucket boundary must be from 1 to %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shape budget must be at least 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pack the sequences into chunks of %1 tokens, as the RoBERTa-on-TPU example does: one input shape, %2 of the computed tokens are padding (only in the last chunk). Packing joins documents into one stream, which suits pretraining (masked language modelling) but not examples that must stay whole.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %n input shape(s) (budget %2), %3 of the computed tokens are padding, throughput cost %4; the least padding among strategies that keep every token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %n input shape(s), %2 of the computed tokens are padding (throughput cost %3); within %4 points of the cheapest option, which needs more shapes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1: %n shape(s), throughput cost %2.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against padding everything to the dataset maximum (%1 tokens), a step of real tokens costs %2× less compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pads less but cuts %2 tokens off %3 sequences.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pads less (%2) but compiles about %n input shapes, over the budget of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 would pad only %2 but joins examples, which this plan rules out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a length from 1 to %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list of lengths is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code follows XLA rules #1 and #2: no data-dependent conditionals or shapes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace if-statements on tensor values with tf.cond or indicator variables, and boolean-mask indexing with a multiplied mask: XLA cannot compile them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face Transformers models and losses follow both rules; custom models, losses and label masking must too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A few steps tried with jit_compile=True on CPU or GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debugging on a TPU is harder; XLA errors show up on CPU/GPU with jit_compile=True, and good speed there is a sign the code is ready for the TPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Static input shapes (XLA rule #3: every new input shape recompiles)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%n input shape(s) in an epoch: each is compiled once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About %n input shapes in an epoch, more than %1: XLA recompiles for each and training stalls meanwhile. Pad to a fixed length, a coarser multiple or a few buckets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pad every batch to a fixed length (or a few bucket lengths) so that XLA compiles a handful of shapes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Padded lengths are multiples of 32, 64 or 128</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every padded length is a multiple of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The padded lengths share only a multiple of %1; pad to a multiple of 32, 64 or 128 (pad_to_multiple_of) for fewer shapes and full-width matrix units.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass pad_to_multiple_of (32, 64 or 128) to the tokenizer or the data collator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data where the TPU can read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud Storage (gs://) is readable from TPU Nodes and TPU VMs alike.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrays held in memory (np.ndarray or tf.Tensor) go to the TPU with fit(), even on a TPU Node, as long as they fit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A TPU Node (and Colab) runs the input pipeline on a remote host that cannot read this machine&apos;s disk: put the TFRecords on Cloud Storage (gs://).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A TPU VM reads its local or attached persistent disk; a TPU Node (and Colab) could not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPU Node (and Colab): data on Cloud Storage (gs://) or in memory. TPU VM: local disk or Cloud Storage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pure tf.data input pipeline (no Python generators or numpy_function)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dataset.to_tf_dataset() and prepare_tf_dataset() stream through tf.numpy_function or from_generator, and py_func masking fails on Cloud TPU: a TPU Node cannot run them. Read TFRecords with tf.data and use a TF-native collator (return_tensors=&quot;tf&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pipeline is tf.data only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a TPU VM generator-based pipelines work too; a pure tf.data pipeline is still faster and portable to TPU Nodes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model and optimizer created under TPUStrategy.scope()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create the model, the optimizer and compile() inside strategy.scope() so that the variables are replicated on every TPU core for data-parallel training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jit_compile=True removed for the TPU run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>XLA compiles implicitly on a TPU; jit_compile=True there causes trouble. Remove it before moving to the TPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jit_compile=True checks XLA compatibility on CPU/GPU; on a TPU, XLA compiles implicitly and the flag must go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enough TFRecord shards to shuffle and to feed every host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shard(s) for %n host(s): %2 per host.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 shard(s) for %n host(s): fewer than %2 per host, or not a multiple of the host count, limits parallel reads and file-level shuffling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data held in memory needs no shards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split the data into TFRecord shards: at least %1 per host, each ideally 100 MB or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shard order shuffled on every start and resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One file cannot be shuffled at file level: a run resumed after a preemption starts again at the beginning of the data. Split it into shards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A run resumed after a preemption otherwise reads the files in the same order and keeps training on the beginning of the data: list the files with shuffling (no fixed seed) and interleave them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dataset size must be a positive number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the sequence length must be from 1 to %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes per token must be from 0.125 to 1024</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the record overhead must be from 0 to 1,000,000 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of hosts must be from 1 to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the storage price must be zero or positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the shard size rules are inconsistent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens per document must be a positive number up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text bytes per token must be from 0.25 to 1024</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the dataset holds less than one token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 tokens; the planner stops there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shards of %1 are under the ideal %2: at least %3 shards per host (%4 in all) come first, so that every host has files to interleave and shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dataset (%1) is too small for %2 shards of at least %3: %4 shard(s) instead, %5 per host. Shuffle records with a buffer that holds a good part of the data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only %1 record(s) for %2 hosts: some hosts read nothing. Use fewer hosts or a shorter chunk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The whole dataset is %1: it fits in host memory, so it can also be fed as in-memory arrays (no Cloud Storage needed even on a TPU Node).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Records are chunks of %1 tokens (documents packed end to end, the last chunk padded).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes per token in a record (int32 input_ids + int32 attention_mask; varint-encoded Int64List features are usually smaller) and %2 bytes per record (TFRecord framing 16 bytes + tf.train.Example keys and tags).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens per document.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes of UTF-8 text per token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shards of at most %1, ideally at least %2 and never under %3 unless the data is that small; at least %4 shards per host and a multiple of the host count (TensorFlow TFRecord guide).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan::xla::LengthFile</name>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is a folder, not a file of lengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tpuplan::xla::Parser</name>
    <message>
        <source>unexpected control byte 0x%1: this does not look like a text file of lengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty value; expected a count of sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty value; expected a sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number; expected a count of sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number; expected a sequence length in tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is negative; a count cannot be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is negative; a sequence length is a number of tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a whole number of sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a whole number of tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sequence of 0 tokens is not a sequence (lengths start at 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sequences in one row is more than the limit of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens is longer than the limit of %2 tokens; is this a column of lengths?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bad value &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than %1 sequences in total; the planner stops there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quoted field is not closed before the end of the file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the row has %n field(s); the column is field %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is not text: it holds a NUL byte at offset %1 (binary data, or UTF-16 text; save the lengths as UTF-8 text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds no lengths (only blank lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no column named &quot;%1&quot; (columns: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no column &quot;%1&quot;: the file is a plain list of lengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no column &quot;%1&quot;: the file has a single column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file has no header line; name the column by its number (1 is the first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds a header line but no lengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no column holds a number (columns: %1); name the column of lengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no field holds a number; expected sequence lengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>column %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a count column needs a header line that names it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the count column cannot be the length column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file holds no lengths (every count is 0)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
