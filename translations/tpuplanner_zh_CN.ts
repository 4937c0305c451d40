<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name></name>
    <message>
        <source>missing required field</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>expected a number, got &quot;%1&quot;</source>
        <translation>应为数字，实际为“%1”</translation>
    </message>
    <message>
        <source>must be between %1 and %2, got %3</source>
        <translation>必须在 %1 到 %2 之间，实际为 %3</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>应为整数，实际为 %1</translation>
    </message>
    <message>
        <source>expected true or false, got &quot;%1&quot;</source>
        <translation>应为 true 或 false，实际为“%1”</translation>
    </message>
    <message>
        <source>expected one of %1, got &quot;%2&quot;</source>
        <translation>应为 %1 之一，实际为“%2”</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>应为列表</translation>
    </message>
    <message>
        <source>lists %1 layers, the model has %2</source>
        <translation>列出了 %1 层，而模型有 %2 层</translation>
    </message>
    <message>
        <source>the planner needs every p-th layer global and the others local; this list has another pattern</source>
        <translation>规划器要求每第 p 层为全局层、其余为局部层；此列表是其他模式</translation>
    </message>
    <message>
        <source>expected sliding_attention or full_attention, got &quot;%1&quot;</source>
        <translation>应为 sliding_attention 或 full_attention，实际为“%1”</translation>
    </message>
    <message>
        <source>only a list of the first layers (0, 1, 2, ...) is supported: the planner keeps leading dense layers, not dense layers in between</source>
        <translation>只支持列出开头的若干层（0, 1, 2, ...）：规划器只支持位于开头的稠密层，不支持夹在中间的稠密层</translation>
    </message>
    <message>
        <source>lists more layers than the model has</source>
        <translation>列出的层数多于模型的层数</translation>
    </message>
    <message>
        <source>the query/key head has no dimensions</source>
        <translation>查询/键头的维度为零</translation>
    </message>
    <message>
        <source>only 1 is supported (every layer after first_k_dense_replace is MoE, as in the released DeepSeek configs)</source>
        <translation>只支持 1（first_k_dense_replace 之后的每一层都是 MoE 层，与已发布的 DeepSeek 配置一致）</translation>
    </message>
    <message>
        <source>the planner needs every n-th layer MoE (interleave_moe_layer_step); this list has another pattern</source>
        <translation>规划器要求每第 n 层为 MoE 层（interleave_moe_layer_step）；此列表是其他模式</translation>
    </message>
    <message>
        <source>missing required field (the text model of a multimodal config)</source>
        <translation>缺少必填字段（多模态配置中的文本模型）</translation>
    </message>
    <message>
        <source> (text_config: the text model; the vision tower is left out)</source>
        <translation>（text_config：文本模型；不含视觉塔）</translation>
    </message>
    <message>
        <source>leaves no MoE layer</source>
        <translation>未留下任何 MoE 层</translation>
    </message>
    <message>
        <source>expected full, original_full or block_sparse, got &quot;%1&quot;</source>
        <translation>应为 full、original_full 或 block_sparse，实际为“%1”</translation>
    </message>
    <message>
        <source>unsupported model type &quot;%1&quot; (supported: %2)</source>
        <translation>不支持的模型类型“%1”（支持：%2）</translation>
    </message>
    <message>
        <source>hidden_size %1 is not divisible by %2 heads</source>
        <translation>hidden_size %1 不能被 %2 个头整除</translation>
    </message>
    <message>
        <source>%1 key/value heads do not divide %2 query heads</source>
        <translation>%1 个键/值头不能整除 %2 个查询头</translation>
    </message>
    <message>
        <source>unknown model preset &quot;%1&quot; (presets: %2)</source>
        <translation>未知的模型预设“%1”（预设：%2）</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>a model configuration</source>
        <translation>模型配置</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>expected a single value</source>
        <translation>应为单个值</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>expected a JSON object</source>
        <translation>应为 JSON 对象</translation>
    </message>
    <message>
        <source>must be between 1 and 1024, got %1</source>
        <translation>必须在 1 到 1024 之间，实际为 %1</translation>
    </message>
    <message>
        <source>must be between 1 and 65536, got %1</source>
        <translation>必须在 1 到 65536 之间，实际为 %1</translation>
    </message>
    <message>
        <source>must divide hidden_size %1, got %2</source>
        <translation>必须能整除 hidden_size %1，实际为 %2</translation>
    </message>
    <message>
        <source>must be between 1 and 4096, got %1</source>
        <translation>必须在 1 到 4096 之间，实际为 %1</translation>
    </message>
    <message>
        <source>the window and the number of windowed layers must be within the model</source>
        <translation>窗口和使用窗口的层数必须在模型范围之内</translation>
    </message>
    <message>
        <source>sizes must be positive</source>
        <translation>大小必须为正数</translation>
    </message>
    <message>
        <source>a decoder attends causally to every earlier token: block_sparse is BigBird&apos;s</source>
        <translation>解码器以因果方式关注之前的每个标记：block_sparse 是 BigBird 的注意力方式</translation>
    </message>
    <message>
        <source>block-sparse attention needs a positive block size and at least one random block</source>
        <translation>块稀疏注意力需要正的块大小和至少一个随机块</translation>
    </message>
    <message>
        <source>must be 0 (a dense model) or more, got %1</source>
        <translation>必须为 0（稠密模型）或更大，实际为 %1</translation>
    </message>
    <message>
        <source>experts per token must be between 1 and the number of experts (%1), got %2</source>
        <translation>每个标记的专家数必须在 1 到专家数（%1）之间，实际为 %2</translation>
    </message>
    <message>
        <source>a model with experts needs a positive expert width, got %1</source>
        <translation>含专家的模型需要正的专家宽度，实际为 %1</translation>
    </message>
    <message>
        <source>must be 0 (no shared expert) or more, got %1</source>
        <translation>必须为 0（无共享专家）或更大，实际为 %1</translation>
    </message>
    <message>
        <source>must be between 0 and the %1 layers, got %2</source>
        <translation>必须在 0 到层数 %1 之间，实际为 %2</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>The settings file %1 could not be read; it was kept as %2 and the defaults are used.</source>
        <translation>无法读取设置文件 %1；已将其保留为 %2，并使用默认设置。</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read; the defaults are used.</source>
        <translation>无法读取设置文件 %1；使用默认设置。</translation>
    </message>
    <message>
        <source>The saved safety margin &quot;%1&quot; is not a share between 0 and 0.9; 0.1 is used.</source>
        <translation>保存的安全余量“%1”不是 0 到 0.9 之间的比例；改用 0.1。</translation>
    </message>
    <message>
        <source>The saved number of candidates shown &quot;%1&quot; is not a number from 1 to %2; %3 is used.</source>
        <translation>保存的候选配置显示数量“%1”不是 1 到 %2 之间的数字；改用 %3。</translation>
    </message>
    <message>
        <source>the last inputs in %1</source>
        <translation>%1 中上次的输入</translation>
    </message>
    <message>
        <source>The last inputs could not be restored (%1); the default plan is used.</source>
        <translation>无法恢复上次的输入（%1）；使用默认方案。</translation>
    </message>
</context>
<context>
    <name>Calibration</name>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>must be a string, not %1</source>
        <translation>必须是字符串，而不是 %1</translation>
    </message>
    <message>
        <source>must be a number, not %1</source>
        <translation>必须是数字，而不是 %1</translation>
    </message>
    <message>
        <source>%1 is outside %2 to %3: a correction that large points to a configuration that does not match the run</source>
        <translation>%1 超出 %2 到 %3 的范围：修正幅度如此之大，说明配置与实际运行不符</translation>
    </message>
    <message>
        <source>an unknown date</source>
        <translation>未知日期</translation>
    </message>
    <message>
        <source>Activations × %1 (%2 factor %3 → %4): corrected by user calibration from %5 (%6, %7). The built-in model is unchanged; remove the calibration with tpuplan diagnose --remove-calibration %8.</source>
        <translation>激活值 × %1（%2 系数 %3 → %4）：已按来自 %5（%6，%7）的用户校准修正。内置模型未更改；可用 tpuplan diagnose --remove-calibration %8 删除该校准。</translation>
    </message>
    <message>
        <source>a run</source>
        <translation>一次运行</translation>
    </message>
    <message>
        <source>hardware not recorded</source>
        <translation>未记录硬件</translation>
    </message>
    <message>
        <source>The built-in factor was %1 when the calibration was made; it is %2 now.</source>
        <translation>校准时内置系数为 %1；现在为 %2。</translation>
    </message>
    <message>
        <source>It came from an out-of-memory snapshot, which only bounds the need from below.</source>
        <translation>它来自内存不足时的快照，只能给出需求的下限。</translation>
    </message>
    <message>
        <source>a calibration file is a JSON object</source>
        <translation>校准文件应为 JSON 对象</translation>
    </message>
    <message>
        <source>is &quot;%1&quot;, expected &quot;%2&quot;</source>
        <translation>为“%1”，应为“%2”</translation>
    </message>
    <message>
        <source>version %1 is not supported (this program reads version %2)</source>
        <translation>不支持版本 %1（此程序读取版本 %2）</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>必须是列表</translation>
    </message>
    <message>
        <source>each correction is an object</source>
        <translation>每个修正项应为对象</translation>
    </message>
    <message>
        <source>unknown runtime &quot;%1&quot; (xla, pytorch or tensorflow)</source>
        <translation>未知的运行时“%1”（xla、pytorch 或 tensorflow）</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必须为 true 或 false</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (YYYY-MM-DD)</source>
        <translation>“%1”不是日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>a calibration file</source>
        <translation>校准文件</translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <source>built-in catalog file is missing</source>
        <translation>缺少内置目录文件</translation>
    </message>
    <message>
        <source>unknown source &quot;%1&quot; (add it under sources:)</source>
        <translation>未知的来源“%1”（请将其添加到 sources: 下）</translation>
    </message>
    <message>
        <source>the name is already used by a TPU slice</source>
        <translation>该名称已被某个 TPU 切片使用</translation>
    </message>
    <message>
        <source>unknown generation &quot;%1&quot;</source>
        <translation>未知的代次“%1”</translation>
    </message>
    <message>
        <source>a %1 slice must be named %2N</source>
        <translation>%1 切片必须命名为 %2N</translation>
    </message>
    <message>
        <source>%1 counts TensorCores in its name, %2 per chip: %3 is not a multiple of %2</source>
        <translation>%1 的名称按 TensorCore 计数，每芯片 %2 个：%3 不是 %2 的倍数</translation>
    </message>
    <message>
        <source>%1 counts %2 in its name, so %3 has %4 chips, not %5</source>
        <translation>%1 的名称按%2计数，因此 %3 有 %4 个芯片，而不是 %5 个</translation>
    </message>
    <message>
        <source>chips</source>
        <translation>芯片</translation>
    </message>
    <message>
        <source>TensorCores</source>
        <translation>TensorCore</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot; for this unit</source>
        <translation>未知硬件“%1”（对于此计价单位）</translation>
    </message>
    <message>
        <source>unknown host VM &quot;%1&quot;</source>
        <translation>未知的主机 VM“%1”</translation>
    </message>
    <message>
        <source>a catalog file</source>
        <translation>目录文件</translation>
    </message>
    <message>
        <source>%1 counts devices in its name, %2 per chip: %3 is not a multiple of %2</source>
        <translation>%1 的名称按设备计数，每芯片 %2 个：%3 不是 %2 的倍数</translation>
    </message>
    <message>
        <source>devices</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>TensorCore</source>
        <translation>TensorCore</translation>
    </message>
    <message>
        <source>core</source>
        <translation>核心</translation>
    </message>
    <message>
        <source>chip</source>
        <translation>芯片</translation>
    </message>
</context>
<context>
    <name>CatalogCommand</name>
    <message>
        <source>List TPU generations, slices, GPUs and prices with their sources.</source>
        <translation>列出 TPU 代次、切片、GPU 和价格及其来源。</translation>
    </message>
    <message>
        <source>Only prices in this region.</source>
        <translation>仅此区域的价格。</translation>
    </message>
    <message>
        <source>unknown generation &quot;%1&quot; (known: %2)</source>
        <translation>未知的代次“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>no prices in region &quot;%1&quot; (regions: %2)</source>
        <translation>区域“%1”中没有价格（区域：%2）</translation>
    </message>
    <message>
        <source>Catalog %1 (prices older than %2 months are marked STALE)</source>
        <translation>目录 %1（超过 %2 个月的价格标为“过时”）</translation>
    </message>
    <message>
        <source>%1: %2 GiB HBM per device, %3 device(s) per chip, %4 bf16 TFLOPS per chip [%5, %6]</source>
        <translation>%1：每设备 %2 GiB HBM，每芯片 %3 个设备，每芯片 %4 bf16 TFLOPS [%5, %6]</translation>
    </message>
    <message>
        <source>%1 chips, %2 cores, %3 devices</source>
        <translation>%1 个芯片，%2 个核心，%3 个设备</translation>
    </message>
    <message>
        <source>GPUs (for comparison)</source>
        <translation>GPU（用于比较）</translation>
    </message>
    <message>
        <source>%1, %2 GB [%3]</source>
        <translation>%1，%2 GB [%3]</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>未公开标价</translation>
    </message>
    <message numerus="yes">
        <source>%n month(s) old</source>
        <translation>
            <numerusform>%n 个月前</numerusform>
        </translation>
    </message>
    <message>
        <source>STALE</source>
        <translation>过时</translation>
    </message>
    <message>
        <source>Only this TPU generation (v2, v3, v4, v5e, v5p, v6e, tpu7x).</source>
        <translation>仅此 TPU 代次（v2、v3、v4、v5e、v5p、v6e、tpu7x）。</translation>
    </message>
    <message>
        <source>usable per device: %1 GiB (%2, %3)</source>
        <translation>每设备可用：%1 GiB（%2，%3）</translation>
    </message>
    <message>
        <source>not supported: %1</source>
        <translation>不支持：%1</translation>
    </message>
    <message>
        <source>topology %1</source>
        <translation>拓扑 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s)</source>
        <translation>
            <numerusform>%n 台主机</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CatalogImport</name>
    <message>
        <source>cannot read the catalog file: %1</source>
        <translation>无法读取目录文件：%1</translation>
    </message>
    <message>
        <source>the catalog file changed since the import was previewed; preview the import again</source>
        <translation>预览导入之后目录文件已被更改；请重新预览导入</translation>
    </message>
    <message>
        <source>this is the built-in catalog; import into your own catalog file (see --user-catalog)</source>
        <translation>这是内置目录；请导入到您自己的目录文件中（参见 --user-catalog）</translation>
    </message>
</context>
<context>
    <name>CatalogImportCommand</name>
    <message>
        <source>per chip</source>
        <translation>每芯片</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>每 GPU</translation>
    </message>
    <message>
        <source>per slice</source>
        <translation>每切片</translation>
    </message>
    <message>
        <source>%1 -&gt; %2 %3  %4 (%5%)</source>
        <translation>%1 -&gt; %2 %3  %4 (%5%)</translation>
    </message>
    <message>
        <source>  OLDER: imported price is of %1, the current one of %2</source>
        <translation>  较旧：导入的价格日期为 %1，当前价格日期为 %2</translation>
    </message>
    <message>
        <source>%1 %2 (imported %3)</source>
        <translation>%1 %2（导入于 %3）</translation>
    </message>
    <message>
        <source>Import prices from a public price catalog (SkyPilot&apos;s GCP vms.csv, gpuhunt&apos;s tpu_pricing.json) into your catalog file, and show what changes.</source>
        <translation>从公开价格目录（SkyPilot 的 GCP vms.csv、gpuhunt 的 tpu_pricing.json）将价格导入您的目录文件，并显示变更内容。</translation>
    </message>
    <message>
        <source>The price file to import.</source>
        <translation>要导入的价格文件。</translation>
    </message>
    <message>
        <source>The file&apos;s format, skypilot or gpuhunt (default: detected from the content), and/or the output format, text or json; give it twice to set both.</source>
        <translation>文件格式：skypilot 或 gpuhunt（默认：根据内容检测），和/或输出格式：text 或 json；指定两次可同时设置二者。</translation>
    </message>
    <message>
        <source>The date of the prices, YYYY-MM-DD (default: the file&apos;s modification date).</source>
        <translation>价格的日期，YYYY-MM-DD（默认：文件的修改日期）。</translation>
    </message>
    <message>
        <source>Show what would change; write nothing.</source>
        <translation>显示将要更改的内容；不写入任何内容。</translation>
    </message>
    <message>
        <source>The catalog file to update (default: %1).</source>
        <translation>要更新的目录文件（默认：%1）。</translation>
    </message>
    <message>
        <source>The pricing model of SkyPilot&apos;s SpotPrice column: spot (default) or preemptible.</source>
        <translation>SkyPilot 的 SpotPrice 列对应的计价模式：spot（默认）或 preemptible。</translation>
    </message>
    <message>
        <source>give the price file to import (tpuplan catalog import FILE)</source>
        <translation>请指定要导入的价格文件（tpuplan catalog import FILE）</translation>
    </message>
    <message>
        <source>--format gives the file&apos;s format twice</source>
        <translation>--format 两次指定了文件格式</translation>
    </message>
    <message>
        <source>--format gives the output format twice</source>
        <translation>--format 两次指定了输出格式</translation>
    </message>
    <message>
        <source>--format must be skypilot, gpuhunt, auto, text or json, got &quot;%1&quot;</source>
        <translation>--format 必须为 skypilot、gpuhunt、auto、text 或 json，实际为“%1”</translation>
    </message>
    <message>
        <source>--as-of must be a date YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation>--as-of 必须是日期 YYYY-MM-DD，实际为“%1”</translation>
    </message>
    <message>
        <source>--user-catalog must name a file</source>
        <translation>--user-catalog 必须指定一个文件</translation>
    </message>
    <message>
        <source>Importing %1 (%2)</source>
        <translation>正在导入 %1（%2）</translation>
    </message>
    <message>
        <source>rows read: %1, prices mapped: %2, not imported: %3, warnings: %4</source>
        <translation>读取行数：%1，已映射价格：%2，未导入：%3，警告：%4</translation>
    </message>
    <message>
        <source>prices as of %1 (the file&apos;s modification date; give --as-of for the date of its content)</source>
        <translation>价格日期 %1（文件的修改日期；可用 --as-of 指定其内容的日期）</translation>
    </message>
    <message>
        <source>prices as of %1</source>
        <translation>价格日期 %1</translation>
    </message>
    <message>
        <source>source %1, imported on %2</source>
        <translation>来源 %1，导入于 %2</translation>
    </message>
    <message>
        <source>user catalog %1</source>
        <translation>自定义目录 %1</translation>
    </message>
    <message>
        <source>Changed prices (%1):</source>
        <translation>已更改的价格（%1）：</translation>
    </message>
    <message>
        <source>New prices (%1):</source>
        <translation>新增的价格（%1）：</translation>
    </message>
    <message>
        <source>Gone (%1): imported from %2 before, no longer in it; removed from your catalog:</source>
        <translation>已消失（%1）：之前从 %2 导入，现已不在其中；已从您的目录中移除：</translation>
    </message>
    <message>
        <source>Unchanged prices: %1 (%2 of them now cite this import)</source>
        <translation>未更改的价格：%1（其中 %2 个现在引用本次导入）</translation>
    </message>
    <message>
        <source>Unchanged prices: %1</source>
        <translation>未更改的价格：%1</translation>
    </message>
    <message>
        <source>No changes.</source>
        <translation>无更改。</translation>
    </message>
    <message>
        <source>Not mapped to the catalog (%1):</source>
        <translation>未映射到目录（%1）：</translation>
    </message>
    <message>
        <source>Rejected (%1):</source>
        <translation>已拒绝（%1）：</translation>
    </message>
    <message>
        <source>Warnings (%1):</source>
        <translation>警告（%1）：</translation>
    </message>
    <message>
        <source>... and %1 more %2 rows (--format json lists them all)</source>
        <translation>... 另有 %1 行，原因为 %2（--format json 会全部列出）</translation>
    </message>
    <message>
        <source>dry run: nothing written</source>
        <translation>试运行：未写入任何内容</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>nothing to write: %1 is up to date</source>
        <translation>无需写入：%1 已是最新</translation>
    </message>
</context>
<context>
    <name>CatalogLoader</name>
    <message>
        <source>expected a list of entries</source>
        <translation>应为条目列表</translation>
    </message>
    <message>
        <source>expected a mapping of source keys</source>
        <translation>应为来源键的映射</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>%1 GiB per device × %2 devices exceeds the %3 GiB of the chip</source>
        <translation>每设备 %1 GiB × %2 个设备超过了芯片的 %3 GiB</translation>
    </message>
    <message>
        <source>the reservation is not smaller than the device&apos;s memory</source>
        <translation>预留量不小于设备内存</translation>
    </message>
    <message>
        <source>expected slice, chip or gpu, got &quot;%1&quot;</source>
        <translation>应为 slice、chip 或 gpu，实际为“%1”</translation>
    </message>
    <message>
        <source>a price of 0 is only valid for the colab-free pricing model</source>
        <translation>只有 colab-free 计价模式的价格才能为 0</translation>
    </message>
    <message>
        <source>unknown pricing model &quot;%1&quot; (expected on-demand, preemptible, spot, 1-year, 3-year, colab-free, calendar or flex-start)</source>
        <translation>未知的计价模式“%1”（应为 on-demand、preemptible、spot、1-year、3-year、colab-free、calendar 或 flex-start）</translation>
    </message>
    <message>
        <source>expected confirmed, secondary or unconfirmed, got &quot;%1&quot;</source>
        <translation>应为 confirmed、secondary 或 unconfirmed，实际为“%1”</translation>
    </message>
    <message>
        <source>expected &quot;cores&quot;, &quot;chips&quot; or &quot;devices&quot;, got &quot;%1&quot;</source>
        <translation>应为 cores、chips 或 devices，实际为“%1”</translation>
    </message>
    <message>
        <source>unknown framework &quot;%1&quot; (expected tensorflow, pytorch or jax)</source>
        <translation>未知的框架“%1”（应为 tensorflow、pytorch 或 jax）</translation>
    </message>
    <message>
        <source>the usable memory exceeds the %1 GiB per device by more than 1 %</source>
        <translation>可用内存超出每设备 %1 GiB 的幅度大于 1%</translation>
    </message>
</context>
<context>
    <name>CatalogSources</name>
    <message>
        <source>The catalog file %1 no longer exists; the built-in catalog is used.</source>
        <translation>目录文件 %1 已不存在；使用内置目录。</translation>
    </message>
    <message>
        <source>Your catalog file has an error:
%1
It was not used; the built-in catalog is used instead.</source>
        <translation>您的目录文件有错误：
%1
未使用该文件，改用内置目录。</translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>a quoted field is never closed (missing &quot;)</source>
        <translation>带引号的字段未闭合（缺少 &quot;）</translation>
    </message>
    <message>
        <source>unexpected text after a closing quote</source>
        <translation>右引号后出现意外的文本</translation>
    </message>
</context>
<context>
    <name>DiagnoseCommand</name>
    <message>
        <source>%1: activations × %2%3, %4, %5 — %6</source>
        <translation>%1：激活值 × %2%3，%4，%5 — %6</translation>
    </message>
    <message>
        <source> (at least)</source>
        <translation>（至少）</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>hardware not recorded</source>
        <translation>未记录硬件</translation>
    </message>
    <message>
        <source>no calibration &quot;%1&quot; in %2 (tpuplan diagnose --list-calibrations shows them)</source>
        <translation>%2 中没有校准“%1”（tpuplan diagnose --list-calibrations 可列出所有校准）</translation>
    </message>
    <message>
        <source>Removed the calibration %1 from %2; the built-in model applies again.</source>
        <translation>已从 %2 中删除校准 %1；内置模型重新生效。</translation>
    </message>
    <message>
        <source>No calibrations in %1.</source>
        <translation>%1 中没有校准。</translation>
    </message>
    <message>
        <source>Calibrations in %1:</source>
        <translation>%1 中的校准：</translation>
    </message>
    <message>
        <source>&lt;stdin&gt;</source>
        <translation>&lt;stdin&gt;</translation>
    </message>
    <message>
        <source>cannot be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <source>more than %1 MiB: paste the error and the lines around it, not the whole log</source>
        <translation>超过 %1 MiB：请粘贴错误及其前后几行，而不是整个日志</translation>
    </message>
    <message>
        <source>Read an out-of-memory error (or a measured peak), compare it with the estimate, and list the smallest changes that fit.</source>
        <translation>读取内存不足错误（或实测峰值），与估算值比较，并列出可容纳的最小改动。</translation>
    </message>
    <message>
        <source>Instead of --error-file: the peak memory of one device in a run that worked, GiB, as nvidia-smi shows it (on a TPU include the runtime&apos;s reservation).</source>
        <translation>代替 --error-file：一次成功运行中单个设备的峰值内存（GiB），即 nvidia-smi 显示的值（在 TPU 上应包含运行时预留）。</translation>
    </message>
    <message>
        <source>Gradient-accumulation steps of the run (default 1).</source>
        <translation>该运行的梯度累积步数（默认 1）。</translation>
    </message>
    <message>
        <source>Price the fixes at on-demand, preemptible, spot, 1-year, 3-year or colab-free (default on-demand).</source>
        <translation>按 on-demand、preemptible、spot、1-year、3-year 或 colab-free 为修复方案计价（默认 on-demand）。</translation>
    </message>
    <message>
        <source>Price the fixes in this region (default: the cheapest).</source>
        <translation>按此区域为修复方案计价（默认：最便宜的区域）。</translation>
    </message>
    <message>
        <source>Time and cost of each fix for this many steps (default 1000).</source>
        <translation>按此步数计算每个修复方案的时间和成本（默认 1000）。</translation>
    </message>
    <message>
        <source>How many fixes to print (0 = all; default 8).</source>
        <translation>要打印的修复方案数量（0 = 全部；默认 8）。</translation>
    </message>
    <message>
        <source>Evaluate the fixes with the built-in model, not with the correction the observation implies.</source>
        <translation>使用内置模型评估修复方案，而不是使用观测值所暗示的修正。</translation>
    </message>
    <message>
        <source>Store the correction for this runtime and model family in the calibration file.</source>
        <translation>将针对此运行时和模型系列的修正存入校准文件。</translation>
    </message>
    <message>
        <source>The calibration file (default %1).</source>
        <translation>校准文件（默认 %1）。</translation>
    </message>
    <message>
        <source>List the stored calibrations and exit.</source>
        <translation>列出已存储的校准并退出。</translation>
    </message>
    <message>
        <source>Remove a stored calibration, e.g. xla/big_bird, and exit.</source>
        <translation>删除一个已存储的校准（例如 xla/big_bird）并退出。</translation>
    </message>
    <message>
        <source>give exactly one of --error-file and --measured-peak-gib</source>
        <translation>--error-file 和 --measured-peak-gib 必须且只能给出一个</translation>
    </message>
    <message>
        <source>diagnose needs --hardware (a catalog slice or GPU), not --device-memory-gib: the fixes are priced and compared on catalog hardware</source>
        <translation>diagnose 需要 --hardware（目录中的切片或 GPU），而不是 --device-memory-gib：修复方案要在目录中的硬件上计价和比较</translation>
    </message>
    <message>
        <source>--hardware is required</source>
        <translation>必须指定 --hardware</translation>
    </message>
    <message>
        <source>unknown pricing model &quot;%1&quot;</source>
        <translation>未知的计价模式“%1”</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot; (a slice such as v2-8, v3-32, v5litepod-8, or a GPU id)</source>
        <translation>未知硬件“%1”（应为切片，如 v2-8、v3-32、v5litepod-8，或 GPU ID）</translation>
    </message>
    <message>
        <source>no prices in region &quot;%1&quot;</source>
        <translation>区域“%1”中没有价格</translation>
    </message>
    <message>
        <source>A stored calibration exists for %1 (not applied here, where the built-in model is compared with the observation): %2</source>
        <translation>已存在针对 %1 的已存储校准（此处未应用，这里比较的是内置模型与观测值）：%2</translation>
    </message>
    <message>
        <source>no calibration stored: %1</source>
        <translation>未存储校准：%1</translation>
    </message>
    <message>
        <source>Stored the correction for %1 in %2: activations × %3 (%4 factor %5 → %6). It applies only where a calibration file is used (tpuplan estimate --calibration-file %2); remove it with tpuplan diagnose --remove-calibration %1.</source>
        <translation>已将针对 %1 的修正存入 %2：激活值 × %3（%4 系数 %5 → %6）。它只在使用校准文件时生效（tpuplan estimate --calibration-file %2）；可用 tpuplan diagnose --remove-calibration %1 删除。</translation>
    </message>
    <message>
        <source>%1: no out-of-memory message was recognised</source>
        <translation>%1：未识别出内存不足消息</translation>
    </message>
    <message>
        <source>To keep this correction for %1 (shown wherever it is applied, removable), run the same command with --calibrate.</source>
        <translation>要保留针对 %1 的此修正（凡应用之处都会注明，且可删除），请加上 --calibrate 再运行同一命令。</translation>
    </message>
    <message>
        <source>The pasted error: XLA (TensorFlow, JAX, PyTorch/XLA) or CUDA (PyTorch); - reads stdin. Also the compiler&apos;s figure: JAX compiled.memory_analysis() or MaxText train_compile.py output.</source>
        <translation>粘贴的错误：XLA（TensorFlow、JAX、PyTorch/XLA）或 CUDA（PyTorch）；- 表示读取标准输入。也可以是编译器给出的数值：JAX compiled.memory_analysis() 或 MaxText train_compile.py 的输出。</translation>
    </message>
    <message>
        <source>--%1 takes %2, got &quot;%3&quot;</source>
        <translation>--%1 应为 %2，实际为“%3”</translation>
    </message>
    <message>
        <source>--devices is for a job of GPUs: a TPU slice has its devices (--slices joins slices)</source>
        <translation>--devices 用于 GPU 作业：TPU 切片自带其设备（用 --slices 连接多个切片）</translation>
    </message>
    <message>
        <source>--slices is for TPU slices: a job of GPUs grows with --devices</source>
        <translation>--slices 用于 TPU 切片：GPU 作业用 --devices 扩展</translation>
    </message>
</context>
<context>
    <name>Diagnosis</name>
    <message numerus="yes">
        <source>  %n other line(s) (traceback, log) are not part of the message.</source>
        <translation>
            <numerusform>  另有 %n 行（回溯、日志）不属于该消息。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>  … and %n more.</source>
        <translation>
            <numerusform>  … 另有 %n 项。</numerusform>
        </translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <source>No gradient checkpointing</source>
        <translation>不使用梯度检查点</translation>
    </message>
    <message>
        <source>Full gradient checkpointing</source>
        <translation>完全梯度检查点</translation>
    </message>
    <message>
        <source>Gradient checkpointing every %1 layers</source>
        <translation>每 %1 层设一个梯度检查点</translation>
    </message>
    <message>
        <source>Selective checkpointing (attention recomputed)</source>
        <translation>选择性检查点（重计算注意力）</translation>
    </message>
    <message>
        <source>%1, %2 tokens, batch %3 per %4%5, %6, %7, checkpointing %8, runtime %9</source>
        <translation>%1，%2 个标记，每个%4批次 %3%5，%6，%7，检查点 %8，运行时 %9</translation>
    </message>
    <message>
        <source> × %1 accumulation steps</source>
        <translation> × %1 个累积步</translation>
    </message>
    <message>
        <source>There is no observed figure to compare with, so no correction.</source>
        <translation>没有可供比较的观测数值，因此不做修正。</translation>
    </message>
    <message>
        <source>This configuration has no activations to correct.</source>
        <translation>此配置没有可修正的激活值。</translation>
    </message>
    <message>
        <source>The observation (%1) is not even above what the configuration needs besides activations (%2: model states and runtime overhead). It probably comes from another configuration: check the model, the head, the batch and the sequence length.</source>
        <translation>观测值（%1）甚至不高于该配置除激活值之外的需求（%2：模型状态和运行时开销）。它可能来自另一配置：请检查模型、训练头、批次大小和序列长度。</translation>
    </message>
    <message>
        <source>The observation only bounds the need from below (at least %1), and the estimate (%2) is already above that bound: the two agree, and the bound cannot correct the estimate.</source>
        <translation>观测值只给出需求的下限（至少 %1），而估算值（%2）已高于该下限：两者一致，该下限无法修正估算值。</translation>
    </message>
    <message>
        <source>To need at least %1, activations must be at least %2 instead of the estimated %3: × %4 or more (the %5 activation factor %6 → at least %7).</source>
        <translation>要达到至少 %1 的需求，激活值必须至少为 %2，而不是估算的 %3：× %4 或更多（%5 激活系数 %6 → 至少 %7）。</translation>
    </message>
    <message>
        <source>To need %1, activations must be %2 instead of the estimated %3: × %4 (the %5 activation factor %6 → %7).</source>
        <translation>要达到 %1 的需求，激活值必须为 %2，而不是估算的 %3：× %4（%5 激活系数 %6 → %7）。</translation>
    </message>
    <message>
        <source>The model states (%1) and the runtime overhead (%2) are exact arithmetic, so the whole difference is put on the activations.</source>
        <translation>模型状态（%1）和运行时开销（%2）是精确计算的，因此全部差值都归于激活值。</translation>
    </message>
    <message>
        <source>A correction this far from 1 (outside %1 to %2) usually means that the configuration given is not the one that ran; it is not offered for calibration and the fixes use the built-in model.</source>
        <translation>修正系数偏离 1 这么远（超出 %1 到 %2）通常意味着给出的配置并非实际运行的配置；它不会用于校准，修复方案使用内置模型。</translation>
    </message>
    <message>
        <source>tpuplan: --checkpointing %1</source>
        <translation>tpuplan：--checkpointing %1</translation>
    </message>
    <message>
        <source>TensorFlow: --use_gradient_checkpointing=true (google-research/bigbird), or tf.recompute_grad around each encoder layer</source>
        <translation>TensorFlow：--use_gradient_checkpointing=true（google-research/bigbird），或用 tf.recompute_grad 包裹每个编码器层</translation>
    </message>
    <message>
        <source>JAX/Flax: wrap the encoder layer in nn.remat (jax.checkpoint)</source>
        <translation>JAX/Flax：用 nn.remat（jax.checkpoint）包裹编码器层</translation>
    </message>
    <message>
        <source>PyTorch: model.gradient_checkpointing_enable() (Hugging Face; --gradient_checkpointing in the Trainer), or torch.utils.checkpoint around each layer</source>
        <translation>PyTorch：model.gradient_checkpointing_enable()（Hugging Face；Trainer 中为 --gradient_checkpointing），或用 torch.utils.checkpoint 包裹每一层</translation>
    </message>
    <message>
        <source>Checkpoint the input of every %1th layer and recompute the %1 layers after it in the backward pass</source>
        <translation>为每第 %1 层的输入设置检查点，反向传播时重计算其后的 %1 层</translation>
    </message>
    <message>
        <source>JAX: jax.checkpoint with policy=jax.checkpoint_policies.dots_with_no_batch_dims_saveable</source>
        <translation>JAX：jax.checkpoint，使用 policy=jax.checkpoint_policies.dots_with_no_batch_dims_saveable</translation>
    </message>
    <message>
        <source>Recompute only the attention core (scores, softmax, dropout) in the backward pass</source>
        <translation>反向传播时只重计算注意力核心（分数、softmax、dropout）</translation>
    </message>
    <message>
        <source>tpuplan: --batch %1</source>
        <translation>tpuplan：--batch %1</translation>
    </message>
    <message>
        <source>Hugging Face Trainer: --per_device_train_batch_size %1 --gradient_accumulation_steps %2</source>
        <translation>Hugging Face Trainer：--per_device_train_batch_size %1 --gradient_accumulation_steps %2</translation>
    </message>
    <message>
        <source>optax: optax.MultiSteps(optimizer, every_k_schedule=%1)</source>
        <translation>optax：optax.MultiSteps(optimizer, every_k_schedule=%1)</translation>
    </message>
    <message>
        <source>Keras 3: gradient_accumulation_steps=%1 on the optimizer; TF 2 Keras needs a custom train_step</source>
        <translation>Keras 3：在优化器上设置 gradient_accumulation_steps=%1；TF 2 Keras 需要自定义 train_step</translation>
    </message>
    <message>
        <source>tpuplan: --precision %1</source>
        <translation>tpuplan：--precision %1</translation>
    </message>
    <message>
        <source>Keras: tf.keras.mixed_precision.set_global_policy(&quot;mixed_bfloat16&quot;)</source>
        <translation>Keras：tf.keras.mixed_precision.set_global_policy(&quot;mixed_bfloat16&quot;)</translation>
    </message>
    <message>
        <source>Flax: dtype=jnp.bfloat16 for the modules, parameters kept in float32</source>
        <translation>Flax：模块使用 dtype=jnp.bfloat16，参数保持 float32</translation>
    </message>
    <message>
        <source>PyTorch/XLA: torch.autocast(&quot;xla&quot;, dtype=torch.bfloat16)</source>
        <translation>PyTorch/XLA：torch.autocast(&quot;xla&quot;, dtype=torch.bfloat16)</translation>
    </message>
    <message>
        <source>PyTorch: --bf16 (Hugging Face Trainer) or torch.autocast(&quot;cuda&quot;, dtype=torch.bfloat16)</source>
        <translation>PyTorch：--bf16（Hugging Face Trainer）或 torch.autocast(&quot;cuda&quot;, dtype=torch.bfloat16)</translation>
    </message>
    <message>
        <source>PyTorch: --fp16 (Hugging Face Trainer) or torch.autocast(&quot;cuda&quot;, dtype=torch.float16) with a GradScaler</source>
        <translation>PyTorch：--fp16（Hugging Face Trainer）或 torch.autocast(&quot;cuda&quot;, dtype=torch.float16) 配合 GradScaler</translation>
    </message>
    <message>
        <source>tpuplan: --optimizer %1</source>
        <translation>tpuplan：--optimizer %1</translation>
    </message>
    <message>
        <source>Keras: tf.keras.optimizers.Adafactor (TensorFlow 2.11 or later)</source>
        <translation>Keras：tf.keras.optimizers.Adafactor（TensorFlow 2.11 或更高版本）</translation>
    </message>
    <message>
        <source>optax.adafactor</source>
        <translation>optax.adafactor</translation>
    </message>
    <message>
        <source>Hugging Face: --optim adafactor (transformers.Adafactor)</source>
        <translation>Hugging Face：--optim adafactor（transformers.Adafactor）</translation>
    </message>
    <message>
        <source>%1 → SGD: tf.keras.optimizers.SGD, optax.sgd or torch.optim.SGD; re-tune the learning rate</source>
        <translation>%1 → SGD：tf.keras.optimizers.SGD、optax.sgd 或 torch.optim.SGD；需重新调整学习率</translation>
    </message>
    <message>
        <source>gcloud compute tpus tpu-vm create NAME --zone=%1 --accelerator-type=%2 --version=%3</source>
        <translation>gcloud compute tpus tpu-vm create NAME --zone=%1 --accelerator-type=%2 --version=%3</translation>
    </message>
    <message>
        <source>ZONE</source>
        <translation>ZONE</translation>
    </message>
    <message>
        <source>RUNTIME</source>
        <translation>RUNTIME</translation>
    </message>
    <message>
        <source>A machine with one %1</source>
        <translation>一台配有 1 个 %1 的机器</translation>
    </message>
    <message>
        <source>tpuplan: --hardware %1 --batch %2</source>
        <translation>tpuplan：--hardware %1 --batch %2</translation>
    </message>
    <message>
        <source>Only each layer&apos;s input is kept; the backward pass recomputes one layer at a time.</source>
        <translation>只保留每层的输入；反向传播时每次重计算一层。</translation>
    </message>
    <message>
        <source>The input of every %1th layer is kept; the backward pass recomputes %1 layers at a time.</source>
        <translation>保留每第 %1 层的输入；反向传播时每次重计算 %1 层。</translation>
    </message>
    <message>
        <source>The attention scores and softmax are recomputed instead of stored; the rest of each layer is kept.</source>
        <translation>注意力分数和 softmax 改为重计算而不存储；每层的其余部分照常保留。</translation>
    </message>
    <message>
        <source>Batch %1 per %2 × %3 accumulation steps</source>
        <translation>每个%2批次 %1 × %3 个累积步</translation>
    </message>
    <message>
        <source>The global batch stays %1 sequences per optimizer step (%2 per %3 × %4 accumulation steps%5); the training code must accumulate gradients%6.</source>
        <translation>全局批次大小保持为每个优化器步 %1 个序列（每个%3 %2 × %4 个累积步%5）；训练代码必须累积梯度%6。</translation>
    </message>
    <message>
        <source> × %1 devices</source>
        <translation> × %1 个设备</translation>
    </message>
    <message>
        <source>, which keeps an fp32 accumulator of %1</source>
        <translation>，这需要占用 %1 的 fp32 累加器</translation>
    </message>
    <message>
        <source>bf16 mixed precision</source>
        <translation>bf16 混合精度</translation>
    </message>
    <message>
        <source>fp16 mixed precision</source>
        <translation>fp16 混合精度</translation>
    </message>
    <message>
        <source>Activations are kept in 16 bits; the master weights, gradients and optimizer states stay fp32. Check that the loss still converges.</source>
        <translation>激活值以 16 位保存；主权重、梯度和优化器状态仍为 fp32。请检查损失是否仍能收敛。</translation>
    </message>
    <message>
        <source>%1 instead of %2</source>
        <translation>用 %1 代替 %2</translation>
    </message>
    <message>
        <source>Optimizer states fall from %1 to %2; another optimizer changes the training dynamics, so re-tune the learning rate.</source>
        <translation>优化器状态从 %1 降至 %2；更换优化器会改变训练动态，因此需重新调整学习率。</translation>
    </message>
    <message>
        <source>%1 has %2 per %3; at the same global batch of %4 each %3 trains %5 sequences per step.</source>
        <translation>%1 每个%3有 %2；在相同的全局批次大小 %4 下，每个%3每步训练 %5 个序列。</translation>
    </message>
    <message>
        <source>%1 of %2 per %3, %4 free (%5 usable with the %6 % safety margin).</source>
        <translation>每个%3 %2 中使用 %1，空闲 %4（保留 %6% 安全余量后可用 %5）。</translation>
    </message>
    <message>
        <source>Activations %1 → %2.</source>
        <translation>激活值 %1 → %2。</translation>
    </message>
    <message>
        <source>Each step takes about as long as now</source>
        <translation>每步用时与现在大致相同</translation>
    </message>
    <message>
        <source>Each step takes %1 % %2 than now</source>
        <translation>每步用时比现在%2 %1%</translation>
    </message>
    <message>
        <source>longer</source>
        <translation>长</translation>
    </message>
    <message>
        <source>less</source>
        <translation>短</translation>
    </message>
    <message>
        <source>: %1 and %2 for %3 steps (%4, %5, %6).</source>
        <translation>：%3 步需 %1，花费 %2（%4，%5，%6）。</translation>
    </message>
    <message>
        <source>: %1 for %2 steps (no %3 price for %4 in the catalog).</source>
        <translation>：%2 步需 %1（目录中没有 %4 的 %3 价格）。</translation>
    </message>
    <message>
        <source>reservation %1</source>
        <translation>预留 %1</translation>
    </message>
    <message>
        <source>program %1</source>
        <translation>程序 %1</translation>
    </message>
    <message>
        <source>arguments %1</source>
        <translation>实参 %1</translation>
    </message>
    <message>
        <source>arguments of unknown size</source>
        <translation>大小未知的实参</translation>
    </message>
    <message>
        <source>the message&apos;s total usage, %1 (%2)</source>
        <translation>消息中的总用量 %1（%2）</translation>
    </message>
    <message>
        <source>; the arguments (weights and optimizer states passed into the step) were not counted, so the step needs at least this</source>
        <translation>；未计入实参（传入该步的权重和优化器状态），因此该步至少需要这么多</translation>
    </message>
    <message>
        <source>used %1 + the %2 the runtime reserves at the top of memory (the message&apos;s capacity %3 is net of it)</source>
        <translation>已用 %1 + 运行时在内存顶部预留的 %2（消息中的容量 %3 已扣除该部分）</translation>
    </message>
    <message>
        <source>(not printed)</source>
        <translation>（未打印）</translation>
    </message>
    <message>
        <source>used %1 (the capacity %2 is the whole device, so &quot;used&quot; includes the reservation)</source>
        <translation>已用 %1（容量 %2 是整个设备的容量，因此“已用”包含预留部分）</translation>
    </message>
    <message>
        <source>capacity %1 + exceeded %2%3</source>
        <translation>容量 %1 + 超出 %2%3</translation>
    </message>
    <message>
        <source> + reservation %1</source>
        <translation> + 预留 %1</translation>
    </message>
    <message>
        <source>the device&apos;s %1 − %2 free + the %3 it tried to allocate (at least: the step may need more later)</source>
        <translation>设备的 %1 − 空闲 %2 + 尝试分配的 %3（至少：该步稍后可能需要更多）</translation>
    </message>
    <message>
        <source>reserved by PyTorch</source>
        <translation>PyTorch 预留</translation>
    </message>
    <message>
        <source>allocated by PyTorch</source>
        <translation>PyTorch 已分配</translation>
    </message>
    <message>
        <source>the CUDA context (%1, catalog)</source>
        <translation>CUDA 上下文（%1，来自目录）</translation>
    </message>
    <message>
        <source>%1 in use outside PyTorch&apos;s allocator</source>
        <translation>PyTorch 分配器之外已使用的 %1</translation>
    </message>
    <message>
        <source>%1 %2 + %3 it tried to allocate + %4 (at least: the error is a snapshot)</source>
        <translation>%2 %1 + 尝试分配的 %3 + %4（至少：该错误只是快照）</translation>
    </message>
    <message>
        <source>an unknown size</source>
        <translation>未知大小</translation>
    </message>
    <message>
        <source>%1 in use by TensorFlow&apos;s allocator + %2 requested + the CUDA context %3 (at least)</source>
        <translation>TensorFlow 分配器已使用 %1 + 请求的 %2 + CUDA 上下文 %3（至少）</translation>
    </message>
    <message>
        <source>the message states no usable figures; running out of memory means the step needed more than the device&apos;s %1</source>
        <translation>消息中没有可用的数值；内存不足意味着该步所需超过设备的 %1</translation>
    </message>
    <message>
        <source>no out-of-memory message was recognised</source>
        <translation>未识别出内存不足消息</translation>
    </message>
    <message>
        <source>The message is from XLA on a TPU, but %1 is a GPU: check the hardware.</source>
        <translation>该消息来自 TPU 上的 XLA，但 %1 是 GPU：请检查硬件。</translation>
    </message>
    <message>
        <source>The message is from a GPU, but %1 is a TPU: check the hardware.</source>
        <translation>该消息来自 GPU，但 %1 是 TPU：请检查硬件。</translation>
    </message>
    <message>
        <source>The message comes from a device with %1, but one %2 of %3 has %4: check the hardware (the fixes are for %3).</source>
        <translation>该消息来自具有 %1 的设备，但 %3 的每个%2有 %4：请检查硬件（修复方案针对 %3）。</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot;</source>
        <translation>未知硬件“%1”</translation>
    </message>
    <message>
        <source>the global batch %1 does not split evenly over the %2 devices of %3</source>
        <translation>全局批次大小 %1 无法平均分配到 %3 的 %2 个设备上</translation>
    </message>
    <message>
        <source>the measured peak, %1</source>
        <translation>实测峰值 %1</translation>
    </message>
    <message>
        <source>a measured peak of %1 per %2 on %3</source>
        <translation>在 %3 上每个%2实测峰值 %1</translation>
    </message>
    <message>
        <source>an out-of-memory message (%1) on %2: %3%4 per %5</source>
        <translation>%2 上的内存不足消息（%1）：每个%5 %3%4</translation>
    </message>
    <message>
        <source>at least </source>
        <translation>至少 </translation>
    </message>
    <message>
        <source> against an estimate of %1 (%2)</source>
        <translation>，估算值为 %1（%2）</translation>
    </message>
    <message>
        <source>The text holds no out-of-memory message that could be read: the estimate and the fixes below use the built-in model only.</source>
        <translation>文本中没有可读取的内存不足消息：下面的估算和修复方案仅使用内置模型。</translation>
    </message>
    <message>
        <source>The listed allocations carry %1 of padding to the TPU&apos;s 8 × 128 tiles, which the model does not count; the correction absorbs it for this configuration only.</source>
        <translation>列出的分配包含 %1 的填充（按 TPU 的 8 × 128 分块），模型并未计入这部分；修正系数仅针对此配置吸收了它。</translation>
    </message>
    <message>
        <source>must be from 0 to 0.9</source>
        <translation>必须在 0 到 0.9 之间</translation>
    </message>
    <message>
        <source>used %1 at its peak</source>
        <translation>峰值使用 %1</translation>
    </message>
    <message>
        <source>needed at least %1</source>
        <translation>至少需要 %1</translation>
    </message>
    <message>
        <source>needed %1</source>
        <translation>需要 %1</translation>
    </message>
    <message>
        <source>The estimate for this configuration is %1 per %2; the run %3 (%4). The observation is %5 (%6 %) against the estimate.</source>
        <translation>此配置的估算值为每个%2 %1；该运行%3（%4）。观测值相对估算值为 %5（%6%）。</translation>
    </message>
    <message>
        <source>The estimate said this fits, with %1 to spare: it was too optimistic for this run.</source>
        <translation>估算认为可以容纳，且富余 %1：对于这次运行来说过于乐观。</translation>
    </message>
    <message>
        <source>The estimate agrees that it does not fit: %1 over the %2 of one %3.</source>
        <translation>估算同样认为无法容纳：超出单个%3的 %2 达 %1。</translation>
    </message>
    <message>
        <source>The estimate said this does not fit, but it ran: the estimate is too pessimistic here.</source>
        <translation>估算认为无法容纳，但实际运行成功：此处的估算过于悲观。</translation>
    </message>
    <message>
        <source>The estimate agrees that it fits.</source>
        <translation>估算同样认为可以容纳。</translation>
    </message>
    <message>
        <source>The fixes are evaluated with the correction this observation implies: activation factor %1 instead of %2.</source>
        <translation>修复方案按此观测值所暗示的修正进行评估：激活系数为 %1，而不是 %2。</translation>
    </message>
    <message>
        <source>The fixes are evaluated with activation factor %1, the least this observation allows (%2 built in).</source>
        <translation>修复方案按激活系数 %1 进行评估，这是此观测值允许的最小值（内置值为 %2）。</translation>
    </message>
    <message>
        <source>The fixes are evaluated with the built-in %1 profile (activation factor %2).</source>
        <translation>修复方案按内置的 %1 运行时配置进行评估（激活系数 %2）。</translation>
    </message>
    <message>
        <source>The fixes are evaluated with the stored user calibration (activation factor %1).</source>
        <translation>修复方案按存储的用户校准进行评估（激活系数 %1）。</translation>
    </message>
    <message>
        <source>This configuration fits (%1 of the %2 usable per %3 with the %4 % safety margin): no change is needed.</source>
        <translation>此配置可以容纳（在 %4% 安全余量下，每个%3可用 %2，使用 %1）：无需更改。</translation>
    </message>
    <message>
        <source>The run ran out of memory, but by the model this configuration fits (%1 of the %2 usable per %3). Either the inputs do not describe the run that failed (model, head, batch, sequence length, precision), or memory went to something the model does not count (fragmentation, another process, a second copy of the weights). Each change below lowers the peak.</source>
        <translation>该运行内存不足，但按模型计算此配置可以容纳（每个%3可用 %2，使用 %1）。要么输入并未描述失败的那次运行（模型、训练头、批次大小、序列长度、精度），要么内存被模型未计入的东西占用（碎片、其他进程、权重的第二份副本）。下面的每项改动都会降低峰值。</translation>
    </message>
    <message>
        <source>No change tried fits with the %1 % safety margin: neither checkpointing, a smaller batch per %2 with accumulation, mixed precision, another optimizer, nor larger hardware at the same global batch of %3. Try a shorter sequence or a smaller model.</source>
        <translation>在 %1% 安全余量下，尝试的所有改动都无法容纳：无论是梯度检查点、配合梯度累积的更小每%2批次、混合精度、其他优化器，还是在相同全局批次大小 %3 下使用更大的硬件。请尝试更短的序列或更小的模型。</translation>
    </message>
    <message>
        <source>What the message says (%1; %2):</source>
        <translation>消息内容（%1；%2）：</translation>
    </message>
    <message>
        <source>What the text says:</source>
        <translation>文本内容：</translation>
    </message>
    <message>
        <source>  Stated: %1</source>
        <translation>  消息给出：%1</translation>
    </message>
    <message>
        <source>  Not understood, as pasted:</source>
        <translation>  未能解析（按粘贴原样）：</translation>
    </message>
    <message>
        <source>Estimate vs observation: %1 on %2 (one %3)</source>
        <translation>估算值与观测值：%2 上的 %1（单个%3）</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>估算值</translation>
    </message>
    <message>
        <source>states %1 + activations %2 + runtime overhead %3</source>
        <translation>状态 %1 + 激活值 %2 + 运行时开销 %3</translation>
    </message>
    <message>
        <source>observed ≥</source>
        <translation>观测值 ≥</translation>
    </message>
    <message>
        <source>observed</source>
        <translation>观测值</translation>
    </message>
    <message>
        <source>difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <source>device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Smallest changes that fit (%1 % safety margin), smallest first; now %2 for %3 steps:</source>
        <translation>可容纳的最小改动（%1% 安全余量），从小到大；当前 %3 步需 %2：</translation>
    </message>
    <message>
        <source>the compiler&apos;s memory analysis (%1) on %2: %3 per %4 with the runtime&apos;s reservation</source>
        <translation>编译器的内存分析（%1），%2 上：每个%4 %3，含运行时预留</translation>
    </message>
    <message>
        <source>What ran out is %1, which the memory model does not estimate: the observation corrects nothing.</source>
        <translation>耗尽的是 %1，而内存模型并不估算它：该观测值无法用于修正任何内容。</translation>
    </message>
    <message>
        <source>%1 ran out, not the %2 of HBM the estimate is about (%3 estimated): a smaller batch, checkpointing or more chips do not help. The advice below is what does.</source>
        <translation>耗尽的是 %1，而不是估算所针对的 %2 HBM（估算值 %3）：减小批次、使用梯度检查点或增加芯片都无济于事。下面的建议才有效。</translation>
    </message>
    <message>
        <source>The host&apos;s RAM ran out, not the accelerator&apos;s memory (%1 estimated of %2): the changes to the configuration below the advice are not searched.</source>
        <translation>耗尽的是主机的 RAM，而不是加速器的内存（估算值 %1，共 %2）：不会搜索建议下方的配置更改。</translation>
    </message>
    <message>
        <source>was planned by the compiler at %1</source>
        <translation>编译器规划为 %1</translation>
    </message>
    <message>
        <source>The compiler&apos;s figure fits the %1 of one %2, but the estimate says it does not: the estimate is too pessimistic here.</source>
        <translation>编译器给出的数值在单个%2的 %1 以内，但估算认为无法容纳：此处估算过于悲观。</translation>
    </message>
    <message>
        <source>The compiler&apos;s figure is above the %1 of one %2, but the estimate says it fits: the estimate is too optimistic here.</source>
        <translation>编译器给出的数值超出单个%2的 %1，但估算认为可以容纳：此处估算过于乐观。</translation>
    </message>
    <message>
        <source>A shorter maximum sequence length</source>
        <translation>缩短最大序列长度</translation>
    </message>
    <message>
        <source>Tables a kernel keeps on chip (the page or block indices of paged attention) grow with the longest sequence the step is compiled for, %1 tokens here; halving it halves them. A vLLM server on a TPU that fails at 16k and starts at 8k is this case.</source>
        <translation>内核保存在片上的表（分页注意力的页索引或块索引）随训练步编译时所针对的最长序列增长，此处为 %1 个标记；将其减半，这些表也减半。TPU 上的 vLLM 服务器在 16k 时失败而在 8k 时能启动，就属于这种情况。</translation>
    </message>
    <message>
        <source>tpuplan: --seq-len %1</source>
        <translation>tpuplan：--seq-len %1</translation>
    </message>
    <message>
        <source>vLLM: --max-model-len; MaxText: max_target_length; Hugging Face: max_length / model_max_length</source>
        <translation>vLLM：--max-model-len；MaxText：max_target_length；Hugging Face：max_length / model_max_length</translation>
    </message>
    <message>
        <source>Smaller kernel block sizes</source>
        <translation>减小内核块大小</translation>
    </message>
    <message>
        <source>A Pallas kernel (flash, splash or paged attention, a fused matmul) keeps its blocks of queries, keys and values in on-chip memory: smaller blocks need less of it, at some cost in speed. The batch and the number of chips do not change this memory.</source>
        <translation>Pallas 内核（flash、splash 或分页注意力，融合矩阵乘法）会把查询、键和值的块保存在片上内存中：块越小，所需片上内存越少，但会牺牲一些速度。批次大小和芯片数量不会改变这部分内存。</translation>
    </message>
    <message>
        <source>JAX Pallas flash attention: smaller BlockSizes (block_q, block_k_major, block_k)</source>
        <translation>JAX Pallas flash 注意力：减小 BlockSizes（block_q、block_k_major、block_k）</translation>
    </message>
    <message>
        <source>MaxText splash attention: smaller sa_block_q, sa_block_kv, sa_block_kv_compute</source>
        <translation>MaxText splash attention：减小 sa_block_q、sa_block_kv、sa_block_kv_compute</translation>
    </message>
    <message>
        <source>Paged attention: fewer pages per compute block (pages_per_compute_block)</source>
        <translation>分页注意力：减少每个计算块的页数（pages_per_compute_block）</translation>
    </message>
    <message>
        <source>Or let the kernel use more of the core&apos;s VMEM: vmem_limit_bytes in the Pallas kernel&apos;s compiler parameters, or LIBTPU_INIT_ARGS=--xla_tpu_scoped_vmem_limit_kib=N (at most the core&apos;s VMEM)</source>
        <translation>或者让内核使用更多的核心 VMEM：在 Pallas 内核的编译器参数中设置 vmem_limit_bytes，或设置 LIBTPU_INIT_ARGS=--xla_tpu_scoped_vmem_limit_kib=N（不超过核心的 VMEM）</translation>
    </message>
    <message>
        <source>A different attention kernel</source>
        <translation>换用其他注意力内核</translation>
    </message>
    <message>
        <source>The plain (XLA) attention needs no on-chip blocks but keeps the attention scores in HBM; another Pallas kernel has other block limits. Check the estimate&apos;s HBM figure before switching.</source>
        <translation>普通（XLA）注意力不需要片上块，但会把注意力分数保存在 HBM 中；其他 Pallas 内核有各自的块限制。切换前请检查估算的 HBM 数值。</translation>
    </message>
    <message>
        <source>MaxText: attention=dot_product instead of flash</source>
        <translation>MaxText：用 attention=dot_product 代替 flash</translation>
    </message>
    <message>
        <source>PyTorch/XLA: plain scaled dot-product attention instead of the Pallas flash attention</source>
        <translation>PyTorch/XLA：用普通的缩放点积注意力代替 Pallas flash 注意力</translation>
    </message>
    <message>
        <source>vLLM: another attention backend, or a newer release with retuned kernel blocks</source>
        <translation>vLLM：换用其他注意力后端，或使用重新调优了内核块的较新版本</translation>
    </message>
    <message>
        <source>Less on the host, or a host with more RAM</source>
        <translation>减少主机上的占用，或换用 RAM 更大的主机</translation>
    </message>
    <message>
        <source>The host&apos;s RAM ran out, not the accelerator&apos;s memory: the data pipeline, a checkpoint loaded whole, or state offloaded to the host. A smaller batch or more chips do not help.</source>
        <translation>耗尽的是主机的 RAM，而不是加速器的内存：原因可能是数据管道、整体加载的检查点，或卸载到主机的状态。减小批次或增加芯片都无济于事。</translation>
    </message>
    <message>
        <source>Fewer data-loader workers or a smaller shuffle buffer</source>
        <translation>减少数据加载进程数，或减小 shuffle 缓冲区</translation>
    </message>
    <message>
        <source>Load the checkpoint sharded or straight onto the device (Hugging Face: low_cpu_mem_usage=True)</source>
        <translation>分片加载检查点，或直接加载到设备上（Hugging Face：low_cpu_mem_usage=True）</translation>
    </message>
    <message>
        <source>Less optimizer or activation offload to the host</source>
        <translation>减少卸载到主机的优化器状态或激活值</translation>
    </message>
    <message>
        <source>Check the shapes in the step</source>
        <translation>检查训练步中的形状</translation>
    </message>
    <message>
        <source>XLA&apos;s estimate, %1, is %2 times the %3 available: no batch size or slice explains that. A dimension taken from the wrong axis or an unintended broadcast multiplied a tensor out.</source>
        <translation>XLA 的估算值 %1 是可用 %3 的 %2 倍：任何批次大小或切片都无法解释这一点。某个维度取自错误的轴，或意外的广播使张量成倍膨胀。</translation>
    </message>
    <message>
        <source>jax.eval_shape on the step shows every shape without running it</source>
        <translation>对训练步调用 jax.eval_shape 可以在不运行的情况下显示所有形状</translation>
    </message>
    <message>
        <source>XLA_FLAGS=--xla_dump_to=DIR writes the HLO with its shapes</source>
        <translation>XLA_FLAGS=--xla_dump_to=DIR 会写出带形状的 HLO</translation>
    </message>
    <message>
        <source>Free the GPU</source>
        <translation>释放 GPU</translation>
    </message>
    <message>
        <source>Other processes hold %1 of the GPU&apos;s %2: that memory was never available to this run, and no change to the model or the batch gets it back.</source>
        <translation>其他进程占用了 GPU %2 中的 %1：这部分内存从未分配给本次运行，修改模型或批次都无法收回。</translation>
    </message>
    <message>
        <source>nvidia-smi lists the processes on each GPU and their memory</source>
        <translation>nvidia-smi 会列出每个 GPU 上的进程及其内存</translation>
    </message>
    <message>
        <source>Stop the other process (an earlier run, a notebook kernel still alive), or pick a free GPU with CUDA_VISIBLE_DEVICES</source>
        <translation>停止其他进程（之前的运行、仍在运行的笔记本内核），或用 CUDA_VISIBLE_DEVICES 选择空闲的 GPU</translation>
    </message>
    <message>
        <source>Let PyTorch&apos;s allocator defragment</source>
        <translation>让 PyTorch 的分配器整理碎片</translation>
    </message>
    <message>
        <source>PyTorch held %1 reserved but unallocated, enough for the %2 it asked for, but not in one piece.</source>
        <translation>PyTorch 有 %1 已预留但未分配，足以满足所请求的 %2，但并非连续的一整块。</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PyTorch 2.x)</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True（PyTorch 2.x）</translation>
    </message>
    <message>
        <source>PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:128 (older PyTorch)</source>
        <translation>PYTORCH_CUDA_ALLOC_CONF=max_split_size_mb:128（较旧的 PyTorch）</translation>
    </message>
    <message>
        <source>compiler</source>
        <translation>编译器</translation>
    </message>
    <message>
        <source>ran out of</source>
        <translation>耗尽的内存</translation>
    </message>
    <message>
        <source>What to change first, for the memory that ran out (%1):</source>
        <translation>针对耗尽的内存（%1），首先要更改的是：</translation>
    </message>
    <message>
        <source>MaxText remat policy %1</source>
        <translation>MaxText remat 策略 %1</translation>
    </message>
    <message>
        <source>MaxText: remat_policy=%1</source>
        <translation>MaxText：remat_policy=%1</translation>
    </message>
    <message>
        <source>Each layer&apos;s input and the outputs of some of its matmuls are kept; the rest is recomputed in the backward pass.</source>
        <translation>保留每层的输入及其部分矩阵乘法的输出；其余部分在反向传播时重计算。</translation>
    </message>
    <message>
        <source>%1 capacity %2 + exceeded by %3</source>
        <translation>%1 容量 %2 + 超出 %3</translation>
    </message>
    <message>
        <source>%1 used %2</source>
        <translation>%1 已用 %2</translation>
    </message>
    <message>
        <source>(on-chip memory of one TPU core; the estimate&apos;s HBM figures do not apply)</source>
        <translation>（单个 TPU 核心的片上内存；估算的 HBM 数值不适用）</translation>
    </message>
    <message>
        <source>XLA&apos;s early estimate %1 + the %2 the runtime reserves (the %3 available is net of it)</source>
        <translation>XLA 的初步估算 %1 + 运行时预留的 %2（可用的 %3 已扣除该部分）</translation>
    </message>
    <message>
        <source>; only the breakdown was pasted, which XLA prints as &quot;at least&quot;</source>
        <translation>；只粘贴了明细，XLA 将其打印为“至少”</translation>
    </message>
    <message>
        <source>%1 of the host&apos;s RAM (at least; the accelerator&apos;s memory is not what ran out)</source>
        <translation>主机 RAM 的 %1（至少；耗尽的不是加速器的内存）</translation>
    </message>
    <message>
        <source>the host&apos;s RAM ran out; the message states no figure</source>
        <translation>主机的 RAM 已耗尽；消息中未给出数值</translation>
    </message>
    <message>
        <source>the compiler&apos;s %1 + %2 the runtime keeps outside the program (%3)</source>
        <translation>编译器的 %1 + 运行时在程序之外保留的 %2（%3）</translation>
    </message>
    <message>
        <source>the XLA reservation, catalog</source>
        <translation>XLA 预留，来自目录</translation>
    </message>
    <message>
        <source>the CUDA context, catalog</source>
        <translation>CUDA 上下文，来自目录</translation>
    </message>
    <message>
        <source>the message states no usable figures</source>
        <translation>消息中没有可用的数值</translation>
    </message>
    <message>
        <source>, sharding %1 (%2), offload %3</source>
        <translation>，分片 %1（%2），卸载 %3</translation>
    </message>
    <message>
        <source>The allocation that failed is the whole model gathered at once, which the estimate (one layer gathered at a time) does not count: the observation corrects nothing.</source>
        <translation>失败的分配是一次性聚合的整个模型，而估算（每次聚合一层）并未计入这一点：该观测值不用于校正任何内容。</translation>
    </message>
    <message>
        <source>%1 (%2) %3%4</source>
        <translation>%1（%2）%3%4</translation>
    </message>
    <message>
        <source>, fits</source>
        <translation>，可容纳</translation>
    </message>
    <message>
        <source>, does not fit</source>
        <translation>，无法容纳</translation>
    </message>
    <message>
        <source>Per %1 on %2, with everything else as the run was: %3 (%4 usable).</source>
        <translation>在 %2 上、其余设置与该运行相同时，每个%1：%3（可用 %4）。</translation>
    </message>
    <message>
        <source>The allocation that failed, %1, is the size of the whole model&apos;s weights (%2 for %3 parameters in %4), not of the %5 one layer at a time gathers under FSDP: the model was gathered as one unit, which is what PyTorch FSDP does without an auto_wrap_policy. Gathered whole, this configuration needs about %6 per %7; with each layer wrapped the estimate is %8.</source>
        <translation>失败的分配 %1 等于整个模型权重的大小（%3 个参数以 %4 存储为 %2），而不是 FSDP 每次聚合一层时的 %5：模型被作为一个单元聚合，这正是 PyTorch FSDP 在没有 auto_wrap_policy 时的行为。整体聚合时，此配置每个%7约需 %6；逐层包装时估算值为 %8。</translation>
    </message>
    <message>
        <source>16 bits</source>
        <translation>16 位</translation>
    </message>
    <message>
        <source>With each decoder layer wrapped as its own FSDP unit this configuration fits (%1 of the %2 usable per %3): wrapping is the fix; the changes below assume it.</source>
        <translation>将每个解码器层包装为独立的 FSDP 单元后，此配置可以容纳（每个%3可用 %2，使用 %1）：包装即是修复方案；下列改动均以此为前提。</translation>
    </message>
    <message>
        <source>Even with each decoder layer wrapped as its own FSDP unit this configuration needs %1 of the %2 usable per %3: wrap the layers and make one of the changes below, which assume it.</source>
        <translation>即使将每个解码器层包装为独立的 FSDP 单元，此配置仍需要 %1（每个%3可用 %2）：请包装各层，并采用下列改动之一（均以包装为前提）。</translation>
    </message>
    <message>
        <source>Host offload (%1) would fit the device, but it puts %2 on each host, more than its %3 of RAM: it is not listed.</source>
        <translation>主机卸载（%1）可使设备容纳，但会在每台主机上放置 %2，超过其 %3 的 RAM：因此未列出。</translation>
    </message>
    <message>
        <source>Wrap each decoder layer as its own FSDP unit</source>
        <translation>将每个解码器层包装为独立的 FSDP 单元</translation>
    </message>
    <message>
        <source>The failed allocation, %1, is the whole model&apos;s weights (%2): without an auto_wrap_policy FSDP makes the root module the only unit and gathers every weight at once before the forward. With each decoder layer wrapped, one layer is gathered at a time (%3 with the next one prefetched) and the step needs about %4 per %5 instead of %6.</source>
        <translation>失败的分配 %1 是整个模型的权重（%2）：没有 auto_wrap_policy 时，FSDP 将根模块作为唯一的单元，并在前向传播前一次性聚合所有权重。逐层包装每个解码器层后，每次只聚合一层（预取下一层时为 %3），训练步每个%5约需 %4，而不是 %6。</translation>
    </message>
    <message>
        <source>PyTorch FSDP: FSDP(model, auto_wrap_policy=functools.partial(transformer_auto_wrap_policy, transformer_layer_cls={%1}))</source>
        <translation>PyTorch FSDP：FSDP(model, auto_wrap_policy=functools.partial(transformer_auto_wrap_policy, transformer_layer_cls={%1}))</translation>
    </message>
    <message>
        <source>PyTorch FSDP2: fully_shard(layer) for each decoder layer, then fully_shard(model)</source>
        <translation>PyTorch FSDP2：对每个解码器层调用 fully_shard(layer)，再调用 fully_shard(model)</translation>
    </message>
    <message>
        <source>Hugging Face Trainer: --fsdp &quot;full_shard auto_wrap&quot; --fsdp_transformer_layer_cls_to_wrap %1; Accelerate: fsdp_auto_wrap_policy: TRANSFORMER_BASED_WRAP</source>
        <translation>Hugging Face Trainer：--fsdp &quot;full_shard auto_wrap&quot; --fsdp_transformer_layer_cls_to_wrap %1；Accelerate：fsdp_auto_wrap_policy: TRANSFORMER_BASED_WRAP</translation>
    </message>
    <message>
        <source>JAX: give every weight a sharding over the fsdp axis; a weight left replicated is gathered whole on every device</source>
        <translation>JAX：为每个权重指定沿 fsdp 轴的分片；未分片（复制）的权重会在每个设备上整体聚合</translation>
    </message>
    <message>
        <source>sharding</source>
        <translation>分片</translation>
    </message>
    <message>
        <source>%1 (%2), offload %3</source>
        <translation>%1（%2），卸载 %3</translation>
    </message>
    <message>
        <source>states %1 + activations %2 + runtime overhead %3 + gathered weights and buffers %4</source>
        <translation>状态 %1 + 激活值 %2 + 运行时开销 %3 + 聚合的权重和缓冲区 %4</translation>
    </message>
    <message>
        <source>tpuplan: %1</source>
        <translation>tpuplan：%1</translation>
    </message>
    <message>
        <source>PyTorch FSDP: sharding_strategy=ShardingStrategy.FULL_SHARD with auto_wrap_policy=transformer_auto_wrap_policy (each decoder layer its own unit); Hugging Face: --fsdp &quot;full_shard auto_wrap&quot;; DeepSpeed: &quot;zero_optimization&quot;: {&quot;stage&quot;: 3}</source>
        <translation>PyTorch FSDP：sharding_strategy=ShardingStrategy.FULL_SHARD，并设置 auto_wrap_policy=transformer_auto_wrap_policy（每个解码器层为独立单元）；Hugging Face：--fsdp &quot;full_shard auto_wrap&quot;；DeepSpeed：&quot;zero_optimization&quot;: {&quot;stage&quot;: 3}</translation>
    </message>
    <message>
        <source>MaxText: ici_fsdp_parallelism=%1 (the rest of the slice on ici_data_parallelism)</source>
        <translation>MaxText：ici_fsdp_parallelism=%1（切片的其余部分用于 ici_data_parallelism）</translation>
    </message>
    <message>
        <source>DeepSpeed: &quot;zero_optimization&quot;: {&quot;stage&quot;: 2}; PyTorch FSDP: sharding_strategy=ShardingStrategy.SHARD_GRAD_OP</source>
        <translation>DeepSpeed：&quot;zero_optimization&quot;: {&quot;stage&quot;: 2}；PyTorch FSDP：sharding_strategy=ShardingStrategy.SHARD_GRAD_OP</translation>
    </message>
    <message>
        <source>JAX: shard the optimizer states and the gradients over the %1 devices of the data axis (a NamedSharding on them); the weights stay replicated</source>
        <translation>JAX：将优化器状态和梯度分片到 data 轴的 %1 个设备上（为其指定 NamedSharding）；权重保持复制</translation>
    </message>
    <message>
        <source>DeepSpeed: &quot;zero_optimization&quot;: {&quot;stage&quot;: 1}; PyTorch: torch.distributed.optim.ZeroRedundancyOptimizer</source>
        <translation>DeepSpeed：&quot;zero_optimization&quot;: {&quot;stage&quot;: 1}；PyTorch：torch.distributed.optim.ZeroRedundancyOptimizer</translation>
    </message>
    <message>
        <source>JAX: shard the optimizer states over the %1 devices of the data axis (a NamedSharding on them); the weights and gradients stay replicated</source>
        <translation>JAX：将优化器状态分片到 data 轴的 %1 个设备上（为其指定 NamedSharding）；权重和梯度保持复制</translation>
    </message>
    <message>
        <source>torchrun --nproc_per_node %1 (or as many GPUs over several nodes)</source>
        <translation>torchrun --nproc_per_node %1（或分布在多个节点上的同样数量的 GPU）</translation>
    </message>
    <message>
        <source>tpuplan: --offload %1</source>
        <translation>tpuplan：--offload %1</translation>
    </message>
    <message>
        <source>MaxText: optimizer_memory_host_offload=True</source>
        <translation>MaxText：optimizer_memory_host_offload=True</translation>
    </message>
    <message>
        <source>MaxText: parameter_memory_host_offload=True</source>
        <translation>MaxText：parameter_memory_host_offload=True</translation>
    </message>
    <message>
        <source>MaxText: remat_policy=custom with decoder_layer_input=offload (and the projections it saves)</source>
        <translation>MaxText：remat_policy=custom 并设置 decoder_layer_input=offload（以及它保存的投影）</translation>
    </message>
    <message>
        <source>DeepSpeed: &quot;offload_optimizer&quot;: {&quot;device&quot;: &quot;cpu&quot;} (Adam runs on the CPU)</source>
        <translation>DeepSpeed：&quot;offload_optimizer&quot;: {&quot;device&quot;: &quot;cpu&quot;}（Adam 在 CPU 上运行）</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO-3: &quot;offload_param&quot;: {&quot;device&quot;: &quot;cpu&quot;}; PyTorch FSDP: cpu_offload=CPUOffload(offload_params=True)</source>
        <translation>DeepSpeed ZeRO-3：&quot;offload_param&quot;: {&quot;device&quot;: &quot;cpu&quot;}；PyTorch FSDP：cpu_offload=CPUOffload(offload_params=True)</translation>
    </message>
    <message>
        <source>PyTorch: with torch.autograd.graph.save_on_cpu(pin_memory=True) around the forward</source>
        <translation>PyTorch：用 with torch.autograd.graph.save_on_cpu(pin_memory=True) 包住前向传播</translation>
    </message>
    <message>
        <source>A job of %1 × %2</source>
        <translation>%1 × %2 的作业</translation>
    </message>
    <message>
        <source>%1 over %2 devices instead of %3</source>
        <translation>%1，使用 %2 个设备而不是 %3 个</translation>
    </message>
    <message>
        <source>Mesh %1: the model states take %2 per %3 instead of a full replica&apos;s %4.</source>
        <translation>网格 %1：模型状态每个%3占用 %2，而完整副本需要 %4。</translation>
    </message>
    <message>
        <source>Mesh %1: the model states take %2 per %3 instead of %4 (a full replica needs %5).</source>
        <translation>网格 %1：模型状态每个%3占用 %2，而不是 %4（完整副本需要 %5）。</translation>
    </message>
    <message numerus="yes">
        <source>The weights of %n layer(s) are gathered at a time (%1 per %2).</source>
        <translation>
            <numerusform>每次聚合 %n 层的权重（每个%2 %1）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Host offload (%1)</source>
        <translation>主机卸载（%1）</translation>
    </message>
    <message>
        <source>of its %1 of RAM</source>
        <translation>（其 RAM 共 %1）</translation>
    </message>
    <message>
        <source>(host RAM not in the catalog: check it)</source>
        <translation>（目录中没有主机 RAM：请自行检查）</translation>
    </message>
    <message>
        <source>%1 per %2 leave the device for the host, %3 per host %4; %5 cross PCIe each step.</source>
        <translation>每个%2有 %1 从设备移至主机，每台主机 %3 %4；每步有 %5 经由 PCIe 传输。</translation>
    </message>
    <message>
        <source>%1 GPUs instead of %2</source>
        <translation>%1 个 GPU 而不是 %2 个</translation>
    </message>
    <message>
        <source>Mesh %1: the model states take %2 per %3 instead of %4; at the same global batch of %5 each %3 trains %6 sequences per step (%7 × %8 accumulation steps).</source>
        <translation>网格 %1：模型状态每个%3占用 %2，而不是 %4；在相同的全局批次大小 %5 下，每个%3每步训练 %6 个序列（%7 × %8 个累积步）。</translation>
    </message>
    <message>
        <source>Per step: %1 s of communication and %2 s of host transfer beside %3 s of compute (%4 s not hidden).</source>
        <translation>每步：通信 %1 s、主机传输 %2 s，计算 %3 s（%4 s 未被隐藏）。</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <source>Op-level selective checkpointing (torchtitan)</source>
        <translation>算子级选择性检查点（torchtitan）</translation>
    </message>
    <message>
        <source>Custom activation placement %1</source>
        <translation>自定义激活值放置 %1</translation>
    </message>
    <message>
        <source>torchtitan: --activation_checkpoint.mode selective --activation_checkpoint.selective_ac_option op</source>
        <translation>torchtitan：--activation_checkpoint.mode selective --activation_checkpoint.selective_ac_option op</translation>
    </message>
    <message>
        <source>MaxText: remat_policy=custom %1</source>
        <translation>MaxText：remat_policy=custom %1</translation>
    </message>
    <message>
        <source>capacity factor %1</source>
        <translation>容量因子 %1</translation>
    </message>
    <message>
        <source>dropless</source>
        <translation>无丢弃</translation>
    </message>
    <message>
        <source>Expert parallelism %1 instead of %2</source>
        <translation>专家并行度 %1 而不是 %2</translation>
    </message>
    <message>
        <source>Mesh %1: the %2 routed experts of each MoE layer are split over %3 %4s, and each MoE layer sends its tokens to their experts and back by all-to-all. The estimate is %5 per %4 instead of %6.</source>
        <translation>网格 %1：每个 MoE 层的 %2 个路由专家拆分到 %3 个%4上，每个 MoE 层通过 all-to-all 将其标记发送给对应的专家并传回。估算值为每个%4 %5，而不是 %6。</translation>
    </message>
    <message>
        <source>Token dropping at %1 instead of %2</source>
        <translation>标记丢弃：%1，而不是%2</translation>
    </message>
    <message>
        <source>Each expert takes at most %1 × its even share of the routed tokens; the tokens beyond it skip the expert through the residual connection, which changes the training slightly.</source>
        <translation>每个专家最多接收 %1 × 其平均份额的路由标记；超出的标记经残差连接绕过该专家，这会略微改变训练结果。</translation>
    </message>
    <message>
        <source>tpuplan: --expert-parallel %1</source>
        <translation>tpuplan：--expert-parallel %1</translation>
    </message>
    <message>
        <source>MaxText: ici_expert_parallelism=%1</source>
        <translation>MaxText：ici_expert_parallelism=%1</translation>
    </message>
    <message>
        <source>Megatron-LM: --expert-model-parallel-size %1 (keep expert × tensor parallelism inside one node); torchtitan: --parallelism.expert_parallel_degree %1</source>
        <translation>Megatron-LM：--expert-model-parallel-size %1（专家并行 × 张量并行应限于单个节点内）；torchtitan：--parallelism.expert_parallel_degree %1</translation>
    </message>
    <message>
        <source>tpuplan: --capacity-factor %1</source>
        <translation>tpuplan：--capacity-factor %1</translation>
    </message>
    <message>
        <source>MaxText: sparse_matmul=False capacity_factor=%1</source>
        <translation>MaxText：sparse_matmul=False capacity_factor=%1</translation>
    </message>
    <message>
        <source>Megatron-LM: --moe-expert-capacity-factor %1 --moe-token-drop-policy probs</source>
        <translation>Megatron-LM：--moe-expert-capacity-factor %1 --moe-token-drop-policy probs</translation>
    </message>
    <message>
        <source>Diagnose with the mixture-of-experts model</source>
        <translation>使用混合专家模型进行诊断</translation>
    </message>
    <message>
        <source>The message names expert tensors (%1), but %2 has no experts: the estimate misses the routed experts and their tokens, and no fix can move experts to more devices.</source>
        <translation>消息中提到了专家张量（%1），但 %2 没有专家：估算遗漏了路由专家及其标记，任何修复方案也无法将专家分布到更多设备上。</translation>
    </message>
    <message>
        <source>tpuplan diagnose --model config.json of the MoE model (its num_local_experts or n_routed_experts and num_experts_per_tok)</source>
        <translation>tpuplan diagnose --model MoE 模型的 config.json（含 num_local_experts 或 n_routed_experts 以及 num_experts_per_tok）</translation>
    </message>
    <message>
        <source>Recompute the expert matmuls</source>
        <translation>重计算专家矩阵乘法</translation>
    </message>
    <message>
        <source>Each MoE layer keeps the %1 copies of every token it sends to its top-%1 experts and the outputs of their gate and up projections for the backward pass. Recomputing them in the backward pass frees that memory for one more forward pass of the experts.</source>
        <translation>每个 MoE 层会为反向传播保留发送给 top-%1 专家的每个标记的 %1 份副本，以及这些专家的门控投影和上投影的输出。在反向传播中重计算它们可释放这部分内存，代价是专家多执行一次前向传播。</translation>
    </message>
    <message>
        <source>MaxText: remat_policy=custom moe_mlpwi_0=remat moe_mlpwi_1=remat moe_mlpwo=remat</source>
        <translation>MaxText：remat_policy=custom moe_mlpwi_0=remat moe_mlpwi_1=remat moe_mlpwo=remat</translation>
    </message>
    <message>
        <source>Megatron-LM: --recompute-granularity selective --recompute-modules moe_act moe</source>
        <translation>Megatron-LM：--recompute-granularity selective --recompute-modules moe_act moe</translation>
    </message>
    <message>
        <source>Cap the tokens each expert takes</source>
        <translation>限制每个专家接收的标记数</translation>
    </message>
    <message>
        <source>The run routes at %1 (each token to %2 of %3 experts). Dropless routing keeps every routed token, and under expert parallelism MaxText sizes its buffers for the worst case, up to %3 / %2 = %4 times an expert&apos;s even share; a capacity factor of %5 caps each expert at its even share and drops the rest, which changes the training slightly. No capacity change is among the fixes: the estimate does not show it fitting on its own.</source>
        <translation>该运行的路由方式：%1（每个标记发往 %3 个专家中的 %2 个）。无丢弃路由会保留每个路由标记，且在专家并行下 MaxText 按最坏情况分配缓冲区，最多可达专家平均份额的 %3 / %2 = %4 倍；容量因子 %5 将每个专家限制在其平均份额内并丢弃其余标记，这会略微改变训练结果。修复方案中不含容量改动：估算并未显示仅靠它就能容纳。</translation>
    </message>
    <message>
        <source>Context parallelism %1 instead of %2</source>
        <translation>上下文并行度 %1 而不是 %2</translation>
    </message>
    <message>
        <source>Mesh %1: each %2-token sequence is split over %3 %4s, which hold %5 of its tokens each and exchange the keys and values attention needs. The estimate is %6 per %4 instead of %7.</source>
        <translation>网格 %1：每个 %2 个标记的序列拆分到 %3 个%4上，各持有其中 %5 个标记，并交换注意力所需的键和值。估算值为每个%4 %6，而不是 %7。</translation>
    </message>
    <message>
        <source>tpuplan: --context-parallel %1 --batch %2</source>
        <translation>tpuplan：--context-parallel %1 --batch %2</translation>
    </message>
    <message>
        <source>MaxText: ici_context_parallelism=%1 context_parallel_load_balance=true per_device_batch_size=%2</source>
        <translation>MaxText：ici_context_parallelism=%1 context_parallel_load_balance=true per_device_batch_size=%2</translation>
    </message>
    <message>
        <source>Megatron-LM: --context-parallel-size %1 --cp-comm-type p2p; torchtitan: --parallelism.context_parallel_degree %1</source>
        <translation>Megatron-LM：--context-parallel-size %1 --cp-comm-type p2p；torchtitan：--parallelism.context_parallel_degree %1</translation>
    </message>
</context>
<context>
    <name>EstimateCommand</name>
    <message>
        <source>give exactly one of --hardware and --device-memory-gib</source>
        <translation>--hardware 和 --device-memory-gib 必须且只能给出一个</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot; (a slice such as v2-8, v3-32, v5litepod-8, or a GPU: %2)</source>
        <translation>未知硬件“%1”（应为切片，如 v2-8、v3-32、v5litepod-8，或 GPU：%2）</translation>
    </message>
    <message>
        <source>custom device</source>
        <translation>自定义设备</translation>
    </message>
    <message>
        <source>Estimate the training memory per device and whether it fits.</source>
        <translation>估算每设备的训练内存以及能否容纳。</translation>
    </message>
    <message>
        <source>Apply the user calibration stored in FILE for this runtime and model family (tpuplan diagnose --calibrate writes it).</source>
        <translation>应用 FILE 中为此运行时和模型系列存储的用户校准（由 tpuplan diagnose --calibrate 写入）。</translation>
    </message>
    <message>
        <source>%1 on %2 (one device), %3 tokens, batch %4 per device, %5, %6, checkpointing %7, runtime %8</source>
        <translation>%2 上的 %1（单个设备），%3 个标记，每设备批次 %4，%5，%6，梯度检查点 %7，运行时 %8</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>runtime overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <source>total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>device memory</source>
        <translation>设备内存</translation>
    </message>
    <message>
        <source>Fits, with %1 GiB to spare.</source>
        <translation>可容纳，富余 %1 GiB。</translation>
    </message>
    <message>
        <source>Does not fit: %1 GiB over.</source>
        <translation>无法容纳：超出 %1 GiB。</translation>
    </message>
    <message>
        <source>Note: %1 tokens are too few for block-sparse attention; full attention is used, as Hugging Face BigBird does.</source>
        <translation>注意：%1 个标记对于块稀疏注意力来说太少；改用完全注意力，与 Hugging Face BigBird 的做法相同。</translation>
    </message>
    <message>
        <source>Note: the sequence is padded to %1 tokens, a multiple of the block size.</source>
        <translation>注意：序列被填充到 %1 个标记，即块大小的倍数。</translation>
    </message>
    <message>
        <source>Activations: %1 GiB per layer before the %2 runtime factor of %3.</source>
        <translation>激活值：每层 %1 GiB（未乘以 %2 运行时系数 %3）。</translation>
    </message>
    <message>
        <source>No calibration for %1/%2 in %3: the built-in model applies.</source>
        <translation>%3 中没有 %1/%2 的校准：使用内置模型。</translation>
    </message>
    <message>
        <source>Find the largest batch per device that fits.</source>
        <translation>查找可容纳的最大每设备批次大小。</translation>
    </message>
    <message>
        <source>Even a batch of 1 does not fit on one %1 device: %2 GiB needed, %3 GiB available.</source>
        <translation>即使批次为 1 也无法在单个 %1 设备上容纳：需要 %2 GiB，可用 %3 GiB。</translation>
    </message>
    <message>
        <source>Largest batch per device on %1: %2 (%3 GiB of %4 GiB).</source>
        <translation>%1 上的最大每设备批次大小：%2（%4 GiB 中使用 %3 GiB）。</translation>
    </message>
    <message>
        <source>Fine-tuning: %1, rank %2 on %3 (%4 adapter parameters)</source>
        <translation>微调：%1，秩 %2，作用于 %3（%4 个适配器参数）</translation>
    </message>
    <message>
        <source>  frozen base (%1)</source>
        <translation>  冻结的基座（%1）</translation>
    </message>
    <message>
        <source>  LoRA adapters</source>
        <translation>  LoRA 适配器</translation>
    </message>
    <message>
        <source>  LM-head logits</source>
        <translation>  LM 头 logits</translation>
    </message>
    <message>
        <source>Cross-entropy in %1 chunks: the logits of one chunk are live at a time.</source>
        <translation>交叉熵分 %1 块计算：每次只有一个块的 logits 处于活动状态。</translation>
    </message>
    <message>
        <source>Attention: %1.</source>
        <translation>注意力：%1。</translation>
    </message>
    <message>
        <source>Mesh: %1 on %2 (%3).</source>
        <translation>网格：%2 上的 %1（%3）。</translation>
    </message>
    <message>
        <source>Does not fit: the host needs %1 GB, its RAM is %2 GB (--offload %3).</source>
        <translation>无法容纳：主机需要 %1 GB，其 RAM 为 %2 GB（--offload %3）。</translation>
    </message>
    <message numerus="yes">
        <source>the gathered weights of %n layer(s), %1 GiB</source>
        <translation>
            <numerusform>聚合的 %n 层权重，%1 GiB</numerusform>
        </translation>
    </message>
    <message>
        <source>communication buffers, %1 GiB</source>
        <translation>通信缓冲区，%1 GiB</translation>
    </message>
    <message>
        <source>Sharding buffers: %1 GiB per device (%2).</source>
        <translation>分片缓冲区：每设备 %1 GiB（%2）。</translation>
    </message>
    <message>
        <source>A full replica would need %1 GiB per device for the model states; sharded, they take %2 GiB.</source>
        <translation>完整副本的模型状态需要每设备 %1 GiB；分片后占用 %2 GiB。</translation>
    </message>
    <message>
        <source>of the %1 GB of host RAM</source>
        <translation>（主机 RAM 共 %1 GB）</translation>
    </message>
    <message>
        <source>(host RAM not in the catalog)</source>
        <translation>（目录中没有主机 RAM）</translation>
    </message>
    <message>
        <source>Offloaded to the host (%1): %2 GiB per device (optimizer states %3, parameters %4, activations %5); %6 GB per host %7.</source>
        <translation>卸载到主机（%1）：每设备 %2 GiB（优化器状态 %3，参数 %4，激活值 %5）；每台主机 %6 GB %7。</translation>
    </message>
    <message>
        <source>sharding buffers</source>
        <translation>分片缓冲区</translation>
    </message>
    <message>
        <source>Step time: %1; %2 tokens/s; MFU %3 %. The band is the spread of the published runs the time model was fitted on.</source>
        <translation>每步用时：%1；%2 标记/s；MFU %3%。区间为拟合时间模型所用的已公开训练运行的分布范围。</translation>
    </message>
    <message>
        <source>MFU counts %1.</source>
        <translation>MFU 的 FLOPs 计数口径：%1。</translation>
    </message>
    <message>
        <source>Communication: %1 s per step, %2 s of it not hidden by compute; the step is bound by %3.</source>
        <translation>通信：每步 %1 s，其中 %2 s 未被计算隐藏；训练步瓶颈为 %3。</translation>
    </message>
    <message>
        <source>Loss: %1 (%2 bytes per logit%3).</source>
        <translation>损失：%1（每个 logit %2 字节%3）。</translation>
    </message>
    <message>
        <source>fused</source>
        <translation>融合</translation>
    </message>
    <message>
        <source>eager</source>
        <translation>eager</translation>
    </message>
    <message>
        <source>, the %1 runtime&apos;s own</source>
        <translation>，即 %1 运行时的默认方式</translation>
    </message>
    <message>
        <source>Offloaded by the checkpointing placement: %1 GiB of activations per device in host memory, outside the total (%2).</source>
        <translation>由梯度检查点的放置方式卸载：每设备 %1 GiB 激活值位于主机内存中，不计入总计（%2）。</translation>
    </message>
    <message>
        <source>Paged optimizer states: %1 GiB in CUDA unified memory, outside the device total.</source>
        <translation>分页优化器状态：%1 GiB 位于 CUDA 统一内存中，不计入设备总计。</translation>
    </message>
    <message>
        <source>Optimizer update temporaries: %1 GiB live after the backward pass, %2 GiB counted in the runtime overhead (beyond the activations they replace).</source>
        <translation>优化器更新临时张量：反向传播后有 %1 GiB 处于活动状态，其中 %2 GiB 计入运行时开销（超出其所替代激活值的部分）。</translation>
    </message>
    <message>
        <source>Optimizer step in the backward pass: each gradient is applied and freed as it is computed.</source>
        <translation>在反向传播中执行优化器步：每个梯度一经算出即被应用并释放。</translation>
    </message>
    <message>
        <source>Pipeline: %1 stages, %2 schedule, %3 microbatches, %4 chunks of layers per stage.</source>
        <translation>流水线：%1 个阶段，%2 调度，%3 个微批次，每个阶段 %4 个层块。</translation>
    </message>
    <message>
        <source>Heaviest stage: %1 of %2 (%3 layers, %4 microbatches in flight), %5 GiB: its total decides the fit.</source>
        <translation>最重的阶段：第 %1 个（共 %2 个；%3 层，%4 个在途微批次），%5 GiB：其总量决定能否容纳。</translation>
    </message>
    <message>
        <source>%1: %2 GiB</source>
        <translation>%1：%2 GiB</translation>
    </message>
    <message>
        <source>Each stage: %1.</source>
        <translation>各阶段：%1。</translation>
    </message>
    <message>
        <source>Context parallel %1 (%2): %3 tokens per device, %4 of each sequence; the keys and values the %2 brings hold %5 GiB while a layer runs.</source>
        <translation>上下文并行 %1（%2）：每设备 %3 个标记，即每个序列中的 %4 个；%2 传来的键和值在一层运行期间占用 %5 GiB。</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
</context>
<context>
    <name>EstimatorOptions</name>
    <message>
        <source>A preset id, a model YAML file or a Hugging Face config.json.</source>
        <translation>预设 ID、模型 YAML 文件或 Hugging Face config.json。</translation>
    </message>
    <message>
        <source>A TPU slice (v2-8, v3-32, v5litepod-8 ...) or a GPU id.</source>
        <translation>TPU 切片（v2-8、v3-32、v5litepod-8 ...）或 GPU ID。</translation>
    </message>
    <message>
        <source>Instead of --hardware: a device with this much usable memory (no XLA reservation is subtracted).</source>
        <translation>代替 --hardware：一个具有这么多可用内存的设备（不扣除 XLA 预留）。</translation>
    </message>
    <message>
        <source>xla (default on TPU), pytorch (default on GPU) or tensorflow.</source>
        <translation>xla（TPU 上的默认值）、pytorch（GPU 上的默认值）或 tensorflow。</translation>
    </message>
    <message>
        <source>--model is required</source>
        <translation>必须指定 --model</translation>
    </message>
    <message>
        <source>--seq-len is required</source>
        <translation>必须指定 --seq-len</translation>
    </message>
    <message>
        <source>--batch is required</source>
        <translation>必须指定 --batch</translation>
    </message>
    <message>
        <source>--seq-len %1 exceeds the %2 position embeddings of %3</source>
        <translation>--seq-len %1 超过 %3 的 %2 个位置嵌入</translation>
    </message>
    <message>
        <source>--head must be %1 for %2, got &quot;%3&quot;</source>
        <translation>--head 对于 %2 必须为 %1，实际为“%3”</translation>
    </message>
    <message>
        <source>--%1 auto is for recommend, which searches; %2 computes one configuration: give one of %3</source>
        <translation>--%1 auto 用于会进行搜索的 recommend；%2 只计算一种配置：请指定 %3 之一</translation>
    </message>
    <message>
        <source>--fsdp shares the states among devices, which replicate does not: give --sharding zero1, zero2 or fsdp too</source>
        <translation>--fsdp 让多个设备分担状态，而 replicate 不会：请同时指定 --sharding zero1、zero2 或 fsdp</translation>
    </message>
    <message>
        <source>--devices counts GPUs, and %1 is a TPU slice: choose a larger slice with --hardware or join slices with --slices</source>
        <translation>--devices 计的是 GPU 数，而 %1 是 TPU 切片：请用 --hardware 选择更大的切片，或用 --slices 连接多个切片</translation>
    </message>
    <message>
        <source>--%1 places the tensors of --checkpointing custom, and --checkpointing is &quot;%2&quot;</source>
        <translation>--%1 用于指定 --checkpointing custom 的张量放置，而 --checkpointing 为“%2”</translation>
    </message>
    <message>
        <source>--checkpointing must be every-K with K &gt;= 1 or one of %1, got &quot;%2&quot;</source>
        <translation>--checkpointing 必须为 every-K（K &gt;= 1）或 %1 之一，实际为“%2”</translation>
    </message>
    <message>
        <source>Gradient checkpointing: every-K (one checkpoint every K layers) or one of %1; custom places the tensors as --remat-placement says.</source>
        <translation>梯度检查点：every-K（每 K 层一个检查点）或 %1 之一；custom 按 --remat-placement 的指定放置张量。</translation>
    </message>
    <message>
        <source>--batch %1: %1 sequences per device needs a context or pipeline group of %2 devices or more (--context-parallel x --pipeline-parallel is %3)</source>
        <translation>--batch %1：每设备 %1 个序列需要由至少 %2 个设备组成的上下文组或流水线组（--context-parallel x --pipeline-parallel 为 %3）</translation>
    </message>
    <message>
        <source>--batch %1 is not a whole number of sequences for any context or pipeline group</source>
        <translation>--batch %1 对任何上下文组或流水线组都不是整数个序列</translation>
    </message>
    <message>
        <source>Batch per device (a v2/v3 core, a v4+ chip, a GPU), as MaxText&apos;s per_device_batch_size: below 1 with context or pipeline parallelism (0.125 = one sequence per 8 devices).</source>
        <translation>每设备批次大小（设备为 v2/v3 的一个核心、v4+ 的一个芯片或一个 GPU），同 MaxText 的 per_device_batch_size：使用上下文并行或流水线并行时可小于 1（0.125 = 每 8 个设备一个序列）。</translation>
    </message>
    <message>
        <source>fp32, bf16-mixed, fp16-mixed, bf16 (pure bf16 weights, gradients and optimizer states), fp8-mixed (linear layers in fp8: TPU7x, H100, B200 and other fp8 GPUs) or int8-mixed (linear layers in int8 with AQT/Qwix: v5e, v5p, v6e).</source>
        <translation>fp32、bf16-mixed、fp16-mixed、bf16（权重、梯度和优化器状态均为纯 bf16）、fp8-mixed（线性层使用 fp8：TPU7x、H100、B200 及其他支持 fp8 的 GPU）或 int8-mixed（线性层通过 AQT/Qwix 使用 int8：v5e、v5p、v6e）。</translation>
    </message>
</context>
<context>
    <name>Format</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1%2 GiB</source>
        <translation>%1%2 GiB</translation>
    </message>
</context>
<context>
    <name>InputFile</name>
    <message>
        <source>cannot read the file: no such file</source>
        <translation>无法读取文件：文件不存在</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
    <message>
        <source>the file is larger than %1 MiB, too large for %2</source>
        <translation>文件大于 %1 MiB，对于%2而言过大</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; save it as UTF-8 and try again</source>
        <translation>文件是 UTF-16 文本；请另存为 UTF-8 后重试</translation>
    </message>
    <message>
        <source>this is a binary file (it contains NUL bytes), not %1</source>
        <translation>这是二进制文件（含有 NUL 字节），不是%1</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte 0x%1 at offset %2)</source>
        <translation>文件不是 UTF-8 文本（偏移 %2 处的字节 0x%1）</translation>
    </message>
</context>
<context>
    <name>JsonReader</name>
    <message>
        <source>the file holds no JSON value</source>
        <translation>文件中没有 JSON 值</translation>
    </message>
    <message>
        <source>unexpected text after the end of the JSON document</source>
        <translation>JSON 文档结束后出现意外的文本</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>the file ends early (expected &quot;%1&quot;)</source>
        <translation>文件提前结束（应为“%1”）</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, found &quot;%2&quot;</source>
        <translation>应为“%1”，实际为“%2”</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>嵌套深度超过 %1 层</translation>
    </message>
    <message>
        <source>the file ends inside an object</source>
        <translation>文件在对象内部结束</translation>
    </message>
    <message>
        <source>expected a key in double quotes</source>
        <translation>应为双引号括起的键</translation>
    </message>
    <message>
        <source>expected &quot;,&quot; or &quot;}&quot; after a value, found &quot;%1&quot;</source>
        <translation>值之后应为“,”或“}”，实际为“%1”</translation>
    </message>
    <message>
        <source>the file ends inside a list</source>
        <translation>文件在列表内部结束</translation>
    </message>
    <message>
        <source>expected &quot;,&quot; or &quot;]&quot; after a value, found &quot;%1&quot;</source>
        <translation>值之后应为“,”或“]”，实际为“%1”</translation>
    </message>
    <message>
        <source>the file ends where a value is expected</source>
        <translation>文件在应出现值的位置结束</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot; where a value is expected</source>
        <translation>在应出现值的位置出现意外的“%1”</translation>
    </message>
    <message>
        <source>a string is never closed</source>
        <translation>字符串未闭合</translation>
    </message>
    <message>
        <source>a line break inside a string</source>
        <translation>字符串中有换行符</translation>
    </message>
    <message>
        <source>a control character inside a string</source>
        <translation>字符串中有控制字符</translation>
    </message>
    <message>
        <source>\u must be followed by four hexadecimal digits</source>
        <translation>\u 后面必须跟四个十六进制数字</translation>
    </message>
    <message>
        <source>unknown escape \%1 in a string</source>
        <translation>字符串中有未知的转义 \%1</translation>
    </message>
    <message>
        <source>a number needs digits</source>
        <translation>数字需要有数位</translation>
    </message>
    <message>
        <source>a number needs digits after the decimal point</source>
        <translation>数字的小数点后需要有数位</translation>
    </message>
    <message>
        <source>a number needs digits in its exponent</source>
        <translation>数字的指数部分需要有数位</translation>
    </message>
    <message>
        <source>the number %1 is out of range</source>
        <translation>数字 %1 超出范围</translation>
    </message>
</context>
<context>
    <name>LayerStack</name>
    <message numerus="yes">
        <source>%n layers</source>
        <translation>
            <numerusform>%n 层</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n experts</source>
        <translation>
            <numerusform>%n 个专家</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 dense + %2 MoE</source>
        <translation>%1 稠密 + %2 MoE</translation>
    </message>
    <message>
        <source>all MoE</source>
        <translation>全部为 MoE</translation>
    </message>
    <message>
        <source>top-%1</source>
        <translation>top-%1</translation>
    </message>
    <message>
        <source>shared expert</source>
        <translation>共享专家</translation>
    </message>
    <message>
        <source>MLA</source>
        <translation>MLA</translation>
    </message>
    <message>
        <source>%1 chunked (%2 tokens) + %3 global</source>
        <translation>%1 分块（%2 个标记）+ %3 全局</translation>
    </message>
    <message>
        <source>%1 sliding-window (%2 tokens) + %3 global</source>
        <translation>%1 滑动窗口（%2 个标记）+ %3 全局</translation>
    </message>
    <message>
        <source>block-sparse attention</source>
        <translation>块稀疏注意力</translation>
    </message>
    <message>
        <source>routed experts %1</source>
        <translation>路由专家 %1</translation>
    </message>
    <message>
        <source>shared experts %1</source>
        <translation>共享专家 %1</translation>
    </message>
    <message>
        <source>attention %1</source>
        <translation>注意力 %1</translation>
    </message>
    <message>
        <source>dense MLP %1</source>
        <translation>稠密 MLP %1</translation>
    </message>
    <message>
        <source>router %1</source>
        <translation>路由器 %1</translation>
    </message>
    <message>
        <source>norms %1</source>
        <translation>归一化 %1</translation>
    </message>
</context>
<context>
    <name>LengthFile</name>
    <message>
        <source>unexpected control byte 0x%1: this does not look like a text file of lengths</source>
        <translation>意外的控制字节 0x%1：这看起来不是长度文本文件</translation>
    </message>
    <message>
        <source>empty value; expected a count of sequences</source>
        <translation>空值；应为序列计数</translation>
    </message>
    <message>
        <source>empty value; expected a sequence length</source>
        <translation>空值；应为序列长度</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number; expected a count of sequences</source>
        <translation>“%1”不是数字；应为序列计数</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number; expected a sequence length in tokens</source>
        <translation>“%1”不是数字；应为以标记计的序列长度</translation>
    </message>
    <message>
        <source>%1 is negative; a count cannot be</source>
        <translation>%1 为负数；计数不能为负</translation>
    </message>
    <message>
        <source>%1 is negative; a sequence length is a number of tokens</source>
        <translation>%1 为负数；序列长度是标记数</translation>
    </message>
    <message>
        <source>%1 is not a whole number of sequences</source>
        <translation>%1 不是整数个序列</translation>
    </message>
    <message>
        <source>%1 is not a whole number of tokens</source>
        <translation>%1 不是整数个标记</translation>
    </message>
    <message>
        <source>a sequence of 0 tokens is not a sequence (lengths start at 1)</source>
        <translation>0 个标记的序列不是序列（长度从 1 开始）</translation>
    </message>
    <message>
        <source>%1 sequences in one row is more than the limit of %2</source>
        <translation>一行中 %1 个序列，超过上限 %2</translation>
    </message>
    <message>
        <source>%1 tokens is longer than the limit of %2 tokens; is this a column of lengths?</source>
        <translation>%1 个标记超过上限 %2 个标记；这真的是长度列吗？</translation>
    </message>
    <message>
        <source>bad value &quot;%1&quot;</source>
        <translation>无效的值“%1”</translation>
    </message>
    <message>
        <source>more than %1 sequences in total; the planner stops there</source>
        <translation>序列总数超过 %1；规划器最多处理到此</translation>
    </message>
    <message>
        <source>a quoted field is not closed before the end of the file</source>
        <translation>带引号的字段在文件结尾前未闭合</translation>
    </message>
    <message numerus="yes">
        <source>the row has %n field(s); the column is field %1</source>
        <translation>
            <numerusform>该行有 %n 个字段；该列是第 %1 个字段</numerusform>
        </translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>the file is not text: it holds a NUL byte at offset %1 (binary data, or UTF-16 text; save the lengths as UTF-8 text)</source>
        <translation>文件不是文本：偏移 %1 处有 NUL 字节（二进制数据或 UTF-16 文本；请将长度保存为 UTF-8 文本）</translation>
    </message>
    <message>
        <source>the file holds no lengths (only blank lines)</source>
        <translation>文件中没有长度（只有空行）</translation>
    </message>
    <message>
        <source>no column named &quot;%1&quot; (columns: %2)</source>
        <translation>没有名为“%1”的列（列：%2）</translation>
    </message>
    <message>
        <source>no column &quot;%1&quot;: the file is a plain list of lengths</source>
        <translation>没有列“%1”：该文件是纯长度列表</translation>
    </message>
    <message>
        <source>no column &quot;%1&quot;: the file has a single column</source>
        <translation>没有列“%1”：该文件只有一列</translation>
    </message>
    <message>
        <source>the file has no header line; name the column by its number (1 is the first)</source>
        <translation>文件没有表头行；请按编号指定列（1 为第一列）</translation>
    </message>
    <message>
        <source>the file holds a header line but no lengths</source>
        <translation>文件有表头行，但没有长度</translation>
    </message>
    <message>
        <source>no column holds a number (columns: %1); name the column of lengths</source>
        <translation>没有任何列包含数字（列：%1）；请指定长度所在的列</translation>
    </message>
    <message>
        <source>no field holds a number; expected sequence lengths</source>
        <translation>没有任何字段包含数字；应为序列长度</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>a count column needs a header line that names it</source>
        <translation>计数列需要一个为其命名的表头行</translation>
    </message>
    <message>
        <source>the count column cannot be the length column</source>
        <translation>计数列不能同时是长度列</translation>
    </message>
    <message>
        <source>the file holds no lengths (every count is 0)</source>
        <translation>文件中没有长度（所有计数均为 0）</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>this is a folder, not a file of lengths</source>
        <translation>这是文件夹，不是长度文件</translation>
    </message>
    <message>
        <source>cannot read the file: %1</source>
        <translation>无法读取文件：%1</translation>
    </message>
</context>
<context>
    <name>LongContextCommands</name>
    <message>
        <source>ici_context_parallelism=%1 splits each sequence over %1 chips; per_device_batch_size=%2 is %3 sequence(s) per context group of %1 (MaxText trains int(chips × per_device_batch_size) sequences per step).</source>
        <translation>ici_context_parallelism=%1 将每个序列拆分到 %1 个芯片上；per_device_batch_size=%2 即每个由 %1 个芯片组成的上下文组 %3 个序列（MaxText 每步训练 int(chips × per_device_batch_size) 个序列）。</translation>
    </message>
    <message>
        <source>context_parallel_load_balance=true reorders the causal chunks so that every chip does the same attention work; without it the last chunk does about twice the mean and the step is that much longer. The all-gather of each layer&apos;s keys and values is not overlapped: the plan counts it on the critical path.</source>
        <translation>context_parallel_load_balance=true 会重排因果块，使每个芯片的注意力计算量相同；否则最后一块的计算量约为平均值的两倍，训练步也相应变长。每层键和值的 all-gather 不与计算重叠：方案将其计入关键路径。</translation>
    </message>
    <message>
        <source>This script cannot split a sequence over devices: the plan&apos;s context parallelism of %1 needs Megatron-LM (--context-parallel-size %1 --cp-comm-type p2p) or torchtitan (--parallelism.context_parallel_degree=%1); without it one sequence&apos;s activations do not fit as estimated.</source>
        <translation>此脚本无法将一个序列拆分到多个设备上：方案中的上下文并行度 %1 需要 Megatron-LM（--context-parallel-size %1 --cp-comm-type p2p）或 torchtitan（--parallelism.context_parallel_degree=%1）；没有上下文并行，单个序列的激活值无法像估算那样容纳。</translation>
    </message>
</context>
<context>
    <name>MemoryModel</name>
    <message>
        <source>the sequence length must be at least 1</source>
        <translation>序列长度必须至少为 1</translation>
    </message>
    <message>
        <source>%1 tokens exceed the model&apos;s %2 position embeddings</source>
        <translation>%1 个标记超出了模型的 %2 个位置嵌入</translation>
    </message>
    <message>
        <source>the batch per device must be at least 1</source>
        <translation>每设备批次大小必须至少为 1</translation>
    </message>
    <message>
        <source>on a TPU every framework compiles through XLA: use the xla runtime</source>
        <translation>在 TPU 上，所有框架都通过 XLA 编译：请使用 xla 运行时</translation>
    </message>
    <message>
        <source>TPUs have no fp16 arithmetic: use bf16-mixed or fp32</source>
        <translation>TPU 不支持 fp16 运算：请使用 bf16-mixed 或 fp32</translation>
    </message>
    <message>
        <source>%1 has no bf16 support: use fp16-mixed or fp32</source>
        <translation>%1 不支持 bf16：请使用 fp16-mixed 或 fp32</translation>
    </message>
    <message>
        <source>TensorFlow is not supported on %1 (Cloud TPU documentation): use JAX or PyTorch, through the xla runtime</source>
        <translation>%1 不支持 TensorFlow（Cloud TPU 文档）：请通过 xla 运行时使用 JAX 或 PyTorch</translation>
    </message>
    <message>
        <source>%1 is a decoder: it trains with the causal-lm head</source>
        <translation>%1 是解码器：它使用 causal-lm 训练头训练</translation>
    </message>
    <message>
        <source>the causal-lm head needs a decoder model; %1 is an encoder</source>
        <translation>causal-lm 训练头需要解码器模型；%1 是编码器</translation>
    </message>
    <message>
        <source>block-sparse attention has no flash kernel: use --attention eager</source>
        <translation>块稀疏注意力没有 flash 内核：请使用 --attention eager</translation>
    </message>
    <message>
        <source>FlashAttention-2 needs an Ampere or newer GPU; %1 runs eager attention</source>
        <translation>FlashAttention-2 需要 Ampere 或更新的 GPU；%1 使用 eager 注意力</translation>
    </message>
    <message>
        <source>QLoRA&apos;s 4-bit NF4 base (bitsandbytes) runs on CUDA GPUs only: use LoRA on a TPU</source>
        <translation>QLoRA 的 4 位 NF4 基座（bitsandbytes）只能在 CUDA GPU 上运行：在 TPU 上请使用 LoRA</translation>
    </message>
    <message>
        <source>the LoRA rank must be at least 1</source>
        <translation>LoRA 秩必须至少为 1</translation>
    </message>
    <message>
        <source>8-bit AdamW (bitsandbytes, torchao) runs on CUDA GPUs under PyTorch only</source>
        <translation>8 位 AdamW（bitsandbytes、torchao）只能在 PyTorch 下的 CUDA GPU 上运行</translation>
    </message>
    <message>
        <source>paged optimizers (bitsandbytes) run on CUDA GPUs under PyTorch only</source>
        <translation>分页优化器（bitsandbytes）只能在 PyTorch 下的 CUDA GPU 上运行</translation>
    </message>
    <message>
        <source>the optimizer step in the backward pass is torchtune&apos;s (PyTorch) option</source>
        <translation>在反向传播中执行优化器步是 torchtune（PyTorch）的选项</translation>
    </message>
    <message>
        <source>the optimizer step in the backward pass frees each gradient at once: it cannot accumulate gradients over micro-batches</source>
        <translation>在反向传播中执行优化器步会立即释放每个梯度：无法在多个微批次之间累积梯度</translation>
    </message>
    <message>
        <source>decoder_layer_input cannot be recomputed: it is where recomputation starts (keep it on the device or offload it)</source>
        <translation>decoder_layer_input 不能重计算：它是重计算的起点（请将其保留在设备上或卸载）</translation>
    </message>
    <message>
        <source>--precision %1 trains every linear layer in 8 bits: use bf16-mixed with LoRA or QLoRA</source>
        <translation>--precision %1 以 8 位训练所有线性层：LoRA 或 QLoRA 请使用 bf16-mixed</translation>
    </message>
    <message>
        <source>--precision %1 has no TensorFlow recipe: use the pytorch runtime (Transformer Engine, torchtitan float8) or xla (MaxText)</source>
        <translation>--precision %1 没有 TensorFlow 配方：请使用 pytorch 运行时（Transformer Engine、torchtitan float8）或 xla（MaxText）</translation>
    </message>
    <message>
        <source>--context-parallel %1: context parallelism splits a decoder&apos;s sequence (MaxText, Megatron, torchtitan); %2 is an encoder</source>
        <translation>--context-parallel %1：上下文并行拆分的是解码器的序列（MaxText、Megatron、torchtitan）；%2 是编码器</translation>
    </message>
    <message>
        <source>--context-parallel %1 runs inside the flash attention kernels (MaxText&apos;s splash attention, Transformer Engine&apos;s fused attention): eager attention has none; use --attention flash on hardware that runs it</source>
        <translation>--context-parallel %1 在 flash 注意力内核中运行（MaxText 的 splash attention、Transformer Engine 的融合注意力）：eager 注意力不支持；请在支持 flash 的硬件上使用 --attention flash</translation>
    </message>
    <message>
        <source>--context-parallel %1 cuts each sequence into 2 x %1 = %2 equal chunks for causal load balancing: %3 tokens are not a multiple of %2</source>
        <translation>--context-parallel %1 为实现因果负载均衡，将每个序列切成 2 x %1 = %2 个等长块：%3 个标记不是 %2 的倍数</translation>
    </message>
</context>
<context>
    <name>ModelCommands</name>
    <message>
        <source>List the model presets.</source>
        <translation>列出模型预设。</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 个参数</translation>
    </message>
    <message>
        <source>Show a model&apos;s architecture and exact parameter count.</source>
        <translation>显示模型的架构和精确参数量。</translation>
    </message>
    <message>
        <source>A preset id, a model YAML file or a Hugging Face config.json.</source>
        <translation>预设 ID、模型 YAML 文件或 Hugging Face config.json。</translation>
    </message>
    <message>
        <source>--model is required</source>
        <translation>必须指定 --model</translation>
    </message>
    <message>
        <source>  layers %1, hidden %2, heads %3 (head size %4), FFN %5</source>
        <translation>  层数 %1，隐藏层 %2，头数 %3（头大小 %4），FFN %5</translation>
    </message>
    <message>
        <source>  vocabulary %1, positions %2, token types %3, activation %4</source>
        <translation>  词表 %1，位置 %2，标记类型 %3，激活函数 %4</translation>
    </message>
    <message>
        <source>  attention: block-sparse (ITC), block %1, %2 random, %3 window and %4 global blocks</source>
        <translation>  注意力：块稀疏（ITC），块大小 %1，%2 个随机块，%3 个窗口块和 %4 个全局块</translation>
    </message>
    <message>
        <source>  attention: full</source>
        <translation>  注意力：完全</translation>
    </message>
    <message>
        <source>  parameters (encoder with pooler): %1</source>
        <translation>  参数（含池化层的编码器）：%1</translation>
    </message>
    <message>
        <source>    embeddings %1, encoder layers and pooler %2</source>
        <translation>    嵌入 %1，编码器层和池化层 %2</translation>
    </message>
    <message>
        <source>  an MLM head adds %1 (decoder tied to the word embeddings)</source>
        <translation>  MLM 头额外增加 %1（解码器与词嵌入共享权重）</translation>
    </message>
    <message>
        <source>  decoder: %1 key/value heads, %2 MLP, %3, embeddings %4</source>
        <translation>  解码器：%1 个键/值头，%2 MLP，%3，嵌入 %4</translation>
    </message>
    <message>
        <source>gated</source>
        <translation>门控</translation>
    </message>
    <message>
        <source>dense</source>
        <translation>稠密</translation>
    </message>
    <message>
        <source>tied</source>
        <translation>共享</translation>
    </message>
    <message>
        <source>untied</source>
        <translation>不共享</translation>
    </message>
    <message>
        <source>  vocabulary %1, positions %2, activation %3</source>
        <translation>  词表 %1，位置 %2，激活函数 %3</translation>
    </message>
    <message>
        <source>  attention: causal</source>
        <translation>  注意力：因果</translation>
    </message>
    <message>
        <source>  parameters: %1</source>
        <translation>  参数：%1</translation>
    </message>
    <message>
        <source>    embeddings %1, layers %2, head (final norm and output projection) %3</source>
        <translation>    嵌入 %1，层 %2，头（最终归一化和输出投影）%3</translation>
    </message>
    <message>
        <source>  layer stack: %1</source>
        <translation>  层堆叠：%1</translation>
    </message>
    <message>
        <source>  experts: %1 routed of width %2, %3 per token</source>
        <translation>  专家：%1 个路由专家，宽度 %2，每个标记 %3 个</translation>
    </message>
    <message>
        <source>; shared expert width %1%2</source>
        <translation>；共享专家宽度 %1%2</translation>
    </message>
    <message>
        <source> (gated)</source>
        <translation>（门控）</translation>
    </message>
    <message>
        <source>; dense layers&apos; MLP width %1</source>
        <translation>；稠密层的 MLP 宽度 %1</translation>
    </message>
    <message>
        <source>  attention: multi-head latent (MLA), query rank %1, key/value rank %2, head %3 + %4 RoPE, value head %5</source>
        <translation>  注意力：多头潜在注意力（MLA），查询秩 %1，键/值秩 %2，头大小 %3 + %4 RoPE，值头大小 %5</translation>
    </message>
    <message>
        <source>    multi-token prediction (trained) %1</source>
        <translation>    多标记预测（参与训练）%1</translation>
    </message>
    <message>
        <source>  active parameters per token: %1 (both embedding matrices: the Mistral, Qwen, AI2, Meta and Megatron convention)</source>
        <translation>  每个标记的激活参数：%1（计入两个嵌入矩阵：Mistral、Qwen、AI2、Meta 和 Megatron 的口径）</translation>
    </message>
    <message>
        <source>    excl. input embedding %1 (the OpenAI and DeepSeek convention); non-embedding %2 (the N of 6·N·tokens)</source>
        <translation>    不含输入嵌入 %1（OpenAI 和 DeepSeek 的口径）；非嵌入参数 %2（即 6·N·tokens 中的 N）</translation>
    </message>
    <message>
        <source>  multi-token prediction: %1 layer(s) in the checkpoint, %2 unique parameters, %3 as stored (with its copies of the embedding and the output head); trained only when asked (train_mtp), %4</source>
        <translation>  多标记预测：检查点中有 %1 层，%2 个独立参数，按存储计为 %3（含其嵌入和输出头的副本）；仅在要求时训练（train_mtp），%4</translation>
    </message>
    <message>
        <source>asked here</source>
        <translation>此处已要求</translation>
    </message>
    <message>
        <source>not counted above</source>
        <translation>上文未计入</translation>
    </message>
    <message>
        <source>  the total counts %1 router correction biases the checkpoint stores (buffers in Hugging Face: model.parameters() is that much lower)</source>
        <translation>  总数计入了检查点中存储的 %1 个路由器校正偏置（在 Hugging Face 中为缓冲区：model.parameters() 会相应少这么多）</translation>
    </message>
    <message>
        <source>  storage: the checkpoint keeps the routed experts in MXFP4 (4.25 bits per expert weight: two E2M1 values per byte and one E8M0 scale per 32); training runs from bf16</source>
        <translation>  存储：检查点以 MXFP4 保存路由专家（每个专家权重 4.25 位：每字节两个 E2M1 值，每 32 个值一个 E8M0 缩放因子）；训练使用 bf16</translation>
    </message>
    <message>
        <source>  storage: the checkpoint keeps the weights in block-scaled FP8 (%1; the scales are not parameters); training runs from bf16</source>
        <translation>  存储：检查点以块缩放 FP8 保存权重（%1；缩放因子不计为参数）；训练使用 bf16</translation>
    </message>
    <message>
        <source>  storage: the checkpoint is quantised (%1); training runs from bf16</source>
        <translation>  存储：检查点已量化（%1）；训练使用 bf16</translation>
    </message>
    <message>
        <source>  text model only: the vision tower and its projector are left out of every count</source>
        <translation>  仅文本模型：所有计数均不含视觉塔及其投影器</translation>
    </message>
    <message>
        <source>    layers: %1</source>
        <translation>    层：%1</translation>
    </message>
</context>
<context>
    <name>OomParser</name>
    <message>
        <source>Used … of …</source>
        <translation>Used … of …</translation>
    </message>
    <message>
        <source>Exceeded … capacity by</source>
        <translation>Exceeded … capacity by</translation>
    </message>
    <message>
        <source>Total … usage</source>
        <translation>Total … usage</translation>
    </message>
    <message>
        <source>arguments</source>
        <translation>arguments</translation>
    </message>
    <message>
        <source>program</source>
        <translation>program</translation>
    </message>
    <message>
        <source>Tried to allocate</source>
        <translation>Tried to allocate</translation>
    </message>
    <message>
        <source>already allocated</source>
        <translation>already allocated</translation>
    </message>
    <message>
        <source>reserved in total by PyTorch</source>
        <translation>reserved in total by PyTorch</translation>
    </message>
    <message>
        <source>total capacity</source>
        <translation>total capacity</translation>
    </message>
    <message>
        <source>used</source>
        <translation>已用</translation>
    </message>
    <message>
        <source>capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>exceeded by</source>
        <translation>超出</translation>
    </message>
    <message>
        <source>total usage</source>
        <translation>总用量</translation>
    </message>
    <message>
        <source>reserved by the runtime</source>
        <translation>运行时预留</translation>
    </message>
    <message>
        <source>output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>output shared with arguments</source>
        <translation>与实参共享的输出</translation>
    </message>
    <message>
        <source>program requirement</source>
        <translation>程序需求</translation>
    </message>
    <message>
        <source>global</source>
        <translation>全局</translation>
    </message>
    <message>
        <source>scoped</source>
        <translation>作用域</translation>
    </message>
    <message>
        <source>reserved in the program</source>
        <translation>程序内预留</translation>
    </message>
    <message>
        <source>temporaries (HLO temp)</source>
        <translation>临时缓冲区（HLO temp）</translation>
    </message>
    <message>
        <source>temporaries before padding</source>
        <translation>填充前的临时缓冲区</translation>
    </message>
    <message>
        <source>temporaries after padding</source>
        <translation>填充后的临时缓冲区</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>碎片</translation>
    </message>
    <message>
        <source>HBM capacity</source>
        <translation>HBM 容量</translation>
    </message>
    <message>
        <source>reserved at the top of memory</source>
        <translation>内存顶部预留</translation>
    </message>
    <message>
        <source>allocation %1</source>
        <translation>分配 %1</translation>
    </message>
    <message>
        <source>allocation %1 before padding</source>
        <translation>分配 %1（填充前）</translation>
    </message>
    <message>
        <source>allocation %1 padding</source>
        <translation>分配 %1 的填充</translation>
    </message>
    <message>
        <source>tried to allocate</source>
        <translation>尝试分配</translation>
    </message>
    <message>
        <source>free</source>
        <translation>空闲</translation>
    </message>
    <message>
        <source>reserved</source>
        <translation>已预留</translation>
    </message>
    <message>
        <source>reservable</source>
        <translation>可预留</translation>
    </message>
    <message>
        <source>allocated by PyTorch</source>
        <translation>PyTorch 已分配</translation>
    </message>
    <message>
        <source>reserved by PyTorch</source>
        <translation>PyTorch 预留</translation>
    </message>
    <message>
        <source>reserved by PyTorch (cached)</source>
        <translation>PyTorch 预留（缓存）</translation>
    </message>
    <message>
        <source>reserved by PyTorch but unallocated</source>
        <translation>PyTorch 预留但未分配</translation>
    </message>
    <message>
        <source>in use by this process</source>
        <translation>本进程已用</translation>
    </message>
    <message>
        <source>process %1</source>
        <translation>进程 %1</translation>
    </message>
    <message>
        <source>allocator limit</source>
        <translation>分配器上限</translation>
    </message>
    <message>
        <source>in use</source>
        <translation>使用中</translation>
    </message>
    <message>
        <source>largest in use</source>
        <translation>峰值使用量</translation>
    </message>
    <message>
        <source>Used %1 minus the capacity %2 is not the %3 the message says it exceeded by: the numbers may have been mangled in copying.</source>
        <translation>已用 %1 减去容量 %2 不等于消息所说的超出量 %3：这些数字可能在复制时被损坏。</translation>
    </message>
    <message>
        <source>Reserved + program + arguments (%1) do not add up to the total usage %2.</source>
        <translation>预留 + 程序 + 实参（%1）与总用量 %2 不符。</translation>
    </message>
    <message>
        <source>PyTorch cannot have allocated (%1) more than it reserved (%2): the numbers may have been mangled in copying.</source>
        <translation>PyTorch 已分配的量（%1）不可能超过其预留的量（%2）：这些数字可能在复制时被损坏。</translation>
    </message>
    <message>
        <source>PyTorch cannot have reserved (%1) more than the GPU&apos;s capacity (%2).</source>
        <translation>PyTorch 预留的量（%1）不可能超过 GPU 的容量（%2）。</translation>
    </message>
    <message>
        <source>Line %1: %2 is larger than any accelerator&apos;s memory; check the unit.</source>
        <translation>第 %1 行：%2 超过任何加速器的内存；请检查单位。</translation>
    </message>
    <message>
        <source>Line %1 has &quot;%2&quot; but its number could not be read (a digit or unit is missing or mangled).</source>
        <translation>第 %1 行含有“%2”，但无法读取其数值（缺少数字或单位，或已损坏）。</translation>
    </message>
    <message>
        <source>the used and available memory</source>
        <translation>已用和可用内存</translation>
    </message>
    <message>
        <source>the capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>the parts of the total</source>
        <translation>总量的各组成部分</translation>
    </message>
    <message>
        <source>the list of the largest allocations</source>
        <translation>最大分配列表</translation>
    </message>
    <message>
        <source>the end of allocation %1</source>
        <translation>分配 %1 的结尾</translation>
    </message>
    <message>
        <source>the size PyTorch tried to allocate</source>
        <translation>PyTorch 尝试分配的大小</translation>
    </message>
    <message>
        <source>the GPU&apos;s total capacity</source>
        <translation>GPU 的总容量</translation>
    </message>
    <message>
        <source>the memory allocated by PyTorch</source>
        <translation>PyTorch 已分配的内存</translation>
    </message>
    <message>
        <source>the free memory</source>
        <translation>空闲内存</translation>
    </message>
    <message>
        <source>The message seems cut off or mangled: %1 could not be found.</source>
        <translation>消息似乎被截断或损坏：未找到%1。</translation>
    </message>
    <message>
        <source>TensorFlow</source>
        <translation>TensorFlow</translation>
    </message>
    <message>
        <source>JAX</source>
        <translation>JAX</translation>
    </message>
    <message>
        <source>PyTorch/XLA</source>
        <translation>PyTorch/XLA</translation>
    </message>
    <message>
        <source>PyTorch on CUDA</source>
        <translation>CUDA 上的 PyTorch</translation>
    </message>
    <message>
        <source>an unrecognised framework</source>
        <translation>无法识别的框架</translation>
    </message>
    <message>
        <source>XLA, while compiling the step</source>
        <translation>XLA（编译训练步时）</translation>
    </message>
    <message>
        <source>XLA, while running the step</source>
        <translation>XLA（运行训练步时）</translation>
    </message>
    <message>
        <source>the CUDA caching allocator</source>
        <translation>CUDA 缓存分配器</translation>
    </message>
    <message>
        <source>TensorFlow&apos;s GPU allocator</source>
        <translation>TensorFlow 的 GPU 分配器</translation>
    </message>
    <message>
        <source>no out-of-memory error</source>
        <translation>无内存不足错误</translation>
    </message>
    <message>
        <source>&lt;pasted text&gt;</source>
        <translation>&lt;粘贴的文本&gt;</translation>
    </message>
    <message>
        <source>%1 characters is too long for an error message (at most %2 MiB): paste the error and the lines around it, not the whole log</source>
        <translation>%1 个字符对于错误消息来说太长（最多 %2 MiB）：请粘贴错误及其前后几行，而不是整个日志</translation>
    </message>
    <message>
        <source>No out-of-memory message was recognised. Paste the whole error: from &quot;Ran out of memory&quot; (XLA on TPU) or &quot;CUDA out of memory&quot; (PyTorch) to the end of the list of allocations.</source>
        <translation>未识别出内存不足消息。请粘贴完整的错误：从“Ran out of memory”（TPU 上的 XLA）或“CUDA out of memory”（PyTorch）开始，直到分配列表结束。</translation>
    </message>
    <message>
        <source>XLA prints sizes in binary units: G is GiB (2^30 bytes), M is MiB, K is KiB. All figures below are GiB.</source>
        <translation>XLA 以二进制单位打印大小：G 表示 GiB（2^30 字节），M 表示 MiB，K 表示 KiB。以下所有数值均为 GiB。</translation>
    </message>
    <message>
        <source>%1 compiled the training step for one device and found that it needs %2 of %3, but only %4 is available: %5 (%6 %) too much. XLA plans all memory before the step runs, so this is the step&apos;s whole requirement, not a snapshot.</source>
        <translation>%1 为单个设备编译训练步时发现它需要 %2 的 %3，但只有 %4 可用：超出 %5（%6%）。XLA 在训练步运行前就规划好全部内存，因此这是该步的全部需求，而不是快照。</translation>
    </message>
    <message>
        <source>%1 ran out of %2 while compiling the training step for one device.</source>
        <translation>%1 为单个设备编译训练步时 %2 不足。</translation>
    </message>
    <message>
        <source>The capacity %1 is what is left of the device&apos;s %2 GiB after the runtime reserved %3 at the top of memory.</source>
        <translation>容量 %1 是设备的 %2 GiB 扣除运行时在内存顶部预留的 %3 后剩余的部分。</translation>
    </message>
    <message>
        <source>The capacity %1 is the device&apos;s whole memory; the %2 the runtime reserves at the top of memory counts as used.</source>
        <translation>容量 %1 是设备的全部内存；运行时在内存顶部预留的 %2 计为已用。</translation>
    </message>
    <message>
        <source>%1 reserved by the TPU runtime</source>
        <translation>TPU 运行时预留 %1</translation>
    </message>
    <message>
        <source>%1 for the program (activations, gradients and XLA&apos;s temporaries)</source>
        <translation>程序占用 %1（激活值、梯度和 XLA 临时缓冲区）</translation>
    </message>
    <message>
        <source>%1 for the arguments (the weights, optimizer states and input batch passed into the step)</source>
        <translation>实参占用 %1（传入该步的权重、优化器状态和输入批次）</translation>
    </message>
    <message>
        <source>the arguments, whose size was not known yet (so the total is a lower bound)</source>
        <translation>实参，其大小尚不可知（因此总量为下限）</translation>
    </message>
    <message>
        <source>In total at least %1.</source>
        <translation>总计至少 %1。</translation>
    </message>
    <message>
        <source>In total %1%2: %3.</source>
        <translation>总计 %1%2：%3。</translation>
    </message>
    <message>
        <source>at least </source>
        <translation>至少 </translation>
    </message>
    <message>
        <source>XLA&apos;s temporaries (HLO temp) take %1, %2 of it lost to fragmentation: this is where the activations kept for the backward pass live.</source>
        <translation>XLA 的临时缓冲区（HLO temp）占 %1，其中 %2 因碎片而损失：反向传播所需保留的激活值就存放在这里。</translation>
    </message>
    <message>
        <source>XLA&apos;s temporaries (HLO temp) take %1: this is where the activations kept for the backward pass live.</source>
        <translation>XLA 的临时缓冲区（HLO temp）占 %1：反向传播所需保留的激活值就存放在这里。</translation>
    </message>
    <message>
        <source>a tensor</source>
        <translation>一个张量</translation>
    </message>
    <message>
        <source>The largest single allocation is %1: %2.</source>
        <translation>最大的单次分配为 %1：%2。</translation>
    </message>
    <message>
        <source>The largest single allocation is %1: %2, made by %3.</source>
        <translation>最大的单次分配为 %1：%2，由 %3 分配。</translation>
    </message>
    <message>
        <source>Padding to the TPU&apos;s memory tiles adds %1 to the %2 listed allocations (up to %3× for one tensor). XLA rounds the last two dimensions of a tensor up to multiples of 8 and 128: a last dimension of 64 (an attention head) doubles a tensor, one of 16 (a BigBird block) makes it 8 times larger.</source>
        <translation>按 TPU 内存分块（tile）填充使列出的 %2 个分配增加了 %1（单个张量最多 %3×）。XLA 会将张量的最后两个维度向上取整为 8 和 128 的倍数：最后一维为 64（一个注意力头）时张量大小翻倍，为 16（一个 BigBird 块）时变为 8 倍。</translation>
    </message>
    <message>
        <source>%1 asked the device runtime for %2 while the step ran, and only %3 was free. This is a failure at run time, not while compiling: memory held by arrays from earlier steps, a second copy of the weights, or fragmentation.</source>
        <translation>%1 在训练步运行时向设备运行时请求 %2，但只有 %3 空闲。这是运行时的失败，而非编译时：内存被先前训练步的数组、权重的第二份副本或碎片占用。</translation>
    </message>
    <message>
        <source>%1 asked the device runtime for %2 while the step ran, and it was not available.</source>
        <translation>%1 在训练步运行时向设备运行时请求 %2，但无法满足。</translation>
    </message>
    <message>
        <source>%1 could not allocate a device buffer while the step ran.</source>
        <translation>%1 在训练步运行时无法分配设备缓冲区。</translation>
    </message>
    <message>
        <source>PyTorch asked GPU %1 for %2 more while live tensors already held %3 of its %4%5.</source>
        <translation>PyTorch 向 GPU %1 再请求 %2，而存活张量已占用其 %4 中的 %3%5。</translation>
    </message>
    <message>
        <source>; only %1 was free</source>
        <translation>；仅有 %1 空闲</translation>
    </message>
    <message>
        <source>PyTorch asked the GPU for %1 more and did not get it.</source>
        <translation>PyTorch 向 GPU 再请求 %1，但未能获得。</translation>
    </message>
    <message>
        <source>PyTorch ran out of GPU memory.</source>
        <translation>PyTorch 的 GPU 内存不足。</translation>
    </message>
    <message>
        <source>PyTorch&apos;s caching allocator held %1 in all, %2 of it cached but not in use (%3 %).%4</source>
        <translation>PyTorch 的缓存分配器共持有 %1，其中 %2 已缓存但未使用（%3%）。%4</translation>
    </message>
    <message>
        <source> That is a lot: fragmentation is part of the problem. PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True (PyTorch 2.0 or later) or max_split_size_mb reduces it.</source>
        <translation>这个比例很高：碎片是问题的一部分。PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True（PyTorch 2.0 或更高版本）或 max_split_size_mb 可以减少碎片。</translation>
    </message>
    <message>
        <source>About %1 was in use outside PyTorch&apos;s allocator: the CUDA context and libraries%2.</source>
        <translation>约 %1 在 PyTorch 分配器之外被使用：CUDA 上下文和库%2。</translation>
    </message>
    <message>
        <source>, and any other process on the GPU</source>
        <translation>，以及 GPU 上的其他进程</translation>
    </message>
    <message>
        <source>Process %1 held %2 on the same GPU: that memory was not available to training.</source>
        <translation>进程 %1 在同一 GPU 上占用了 %2：这部分内存无法用于训练。</translation>
    </message>
    <message>
        <source>A CUDA out-of-memory error is a snapshot at the allocation that failed: the step may need more at its peak, so these figures are a lower bound.</source>
        <translation>CUDA 内存不足错误是分配失败那一刻的快照：该步在峰值时可能需要更多，因此这些数值是下限。</translation>
    </message>
    <message>
        <source>TensorFlow&apos;s GPU allocator could not allocate %1%2%3.</source>
        <translation>TensorFlow 的 GPU 分配器无法分配 %1%2%3。</translation>
    </message>
    <message>
        <source>a %1 tensor of shape %2</source>
        <translation>形状为 %2 的 %1 张量</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source> with %1 of its %2 limit in use</source>
        <translation>（其 %2 上限中已使用 %1）</translation>
    </message>
    <message numerus="yes">
        <source>The message appears %n times (logs repeat it, often once per core); the figures are from its most complete copy.</source>
        <translation>
            <numerusform>该消息出现了 %n 次（日志会重复它，通常每个核心一次）；数值取自其最完整的一份。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) inside the message could not be read; they are listed as they were pasted.</source>
        <translation>
            <numerusform>消息中有 %n 行无法读取；它们按粘贴时的原样列出。</numerusform>
        </translation>
    </message>
    <message>
        <source>the text of an error message</source>
        <translation>错误消息文本</translation>
    </message>
    <message>
        <source>temporaries</source>
        <translation>临时缓冲区</translation>
    </message>
    <message>
        <source>aliased (donated) output</source>
        <translation>别名（捐赠）输出</translation>
    </message>
    <message>
        <source>generated code</source>
        <translation>生成的代码</translation>
    </message>
    <message>
        <source>host temporaries</source>
        <translation>主机临时缓冲区</translation>
    </message>
    <message>
        <source>total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>&quot;This process has %1 in use&quot; is more than the GPU&apos;s %2 (a counter that wrapped around): the figure is not used.</source>
        <translation>“This process has %1 in use”超过了 GPU 的 %2（计数器发生了回绕）：不采用该数值。</translation>
    </message>
    <message>
        <source>Process %1 is said to hold %2, more than the GPU&apos;s %3: the figure is not used.</source>
        <translation>据称进程 %1 占用 %2，超过了 GPU 的 %3：不采用该数值。</translation>
    </message>
    <message>
        <source>arguments %1</source>
        <translation>实参 %1</translation>
    </message>
    <message>
        <source>output %1</source>
        <translation>输出 %1</translation>
    </message>
    <message>
        <source>temporaries %1</source>
        <translation>临时缓冲区 %1</translation>
    </message>
    <message>
        <source>− aliased %1</source>
        <translation>− 别名 %1</translation>
    </message>
    <message>
        <source>generated code %1</source>
        <translation>生成的代码 %1</translation>
    </message>
    <message>
        <source>MaxText&apos;s total %1</source>
        <translation>MaxText 的总计 %1</translation>
    </message>
    <message>
        <source>The compiler&apos;s own figure for one device: %1 (%2). It is what XLA planned for the compiled step, without the runtime&apos;s reservation; host temporaries are not counted.</source>
        <translation>编译器给出的单个设备数值：%1（%2）。这是 XLA 为编译后的训练步规划的内存，不含运行时预留；也不计入主机临时缓冲区。</translation>
    </message>
    <message>
        <source>MaxText prints its sizes in GB of 1024³ bytes (GiB), to one decimal: the figure is exact to about 0.1 GiB.</source>
        <translation>MaxText 以 1024³ 字节的 GB（即 GiB）打印大小，保留一位小数：该数值精确到约 0.1 GiB。</translation>
    </message>
    <message>
        <source>Looked for: XLA&apos;s &quot;Ran out of memory in memory space&quot;, &quot;Used X of Y&quot;, &quot;Total hbm usage&quot;, &quot;Aborting compilation early … Requires X, has Y available&quot;, &quot;Attempting to reserve/allocate&quot;, &quot;Failed to allocate request for&quot;, &quot;Out of memory while trying to allocate&quot;; PyTorch&apos;s &quot;CUDA out of memory. Tried to allocate&quot;; TensorFlow&apos;s &quot;OOM when allocating tensor&quot;; the host&apos;s std::bad_alloc, MemoryError and the OOM killer; and the compiler&apos;s figure (memory_analysis() fields …_size_in_bytes, MaxText&apos;s &quot;Total memory size:&quot;).</source>
        <translation>查找的内容：XLA 的“Ran out of memory in memory space”、“Used X of Y”、“Total hbm usage”、“Aborting compilation early … Requires X, has Y available”、“Attempting to reserve/allocate”、“Failed to allocate request for”、“Out of memory while trying to allocate”；PyTorch 的“CUDA out of memory. Tried to allocate”；TensorFlow 的“OOM when allocating tensor”；主机的 std::bad_alloc、MemoryError 和 OOM killer；以及编译器给出的数值（memory_analysis() 的 …_size_in_bytes 字段，MaxText 的“Total memory size:”）。</translation>
    </message>
    <message>
        <source>The text does mention running out of memory (%1), but without the lines that carry the figures: the full error is longer than what was pasted.</source>
        <translation>文本确实提到了内存不足（%1），但缺少包含数值的行：完整的错误比粘贴的内容更长。</translation>
    </message>
    <message>
        <source>To get the whole message: JAX prints it in full in the exception (set JAX_TRACEBACK_FILTERING=off for the whole traceback); TensorFlow and PyTorch/XLA hide the C++ log below warnings unless TF_CPP_MIN_LOG_LEVEL=0; XLA_FLAGS=--xla_dump_to=DIR writes what the compiler planned; PyTorch&apos;s CUDA message comes with torch.cuda.memory_summary(), and PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True changes how it allocates, not what it prints. Or compile the step without running it and paste compiled.memory_analysis() (JAX) or MaxText&apos;s train_compile.py output.</source>
        <translation>获取完整消息的方法：JAX 会在异常中完整打印（设置 JAX_TRACEBACK_FILTERING=off 可获得完整回溯）；TensorFlow 和 PyTorch/XLA 会隐藏低于警告级别的 C++ 日志，除非设置 TF_CPP_MIN_LOG_LEVEL=0；XLA_FLAGS=--xla_dump_to=DIR 会写出编译器的规划；PyTorch 的 CUDA 消息可配合 torch.cuda.memory_summary() 查看，而 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True 改变的是分配方式，而不是打印内容。也可以只编译训练步而不运行，然后粘贴 compiled.memory_analysis()（JAX）或 MaxText 的 train_compile.py 输出。</translation>
    </message>
    <message>
        <source>%1 compiled the step and found that a kernel needs %2 of %3, but the core has %4: %5 too much.</source>
        <translation>%1 编译了训练步，发现某个内核需要 %2 的 %3，但核心只有 %4：超出 %5。</translation>
    </message>
    <message>
        <source>%1 is the newer XLA&apos;s code for this error: the step does not fit while compiling.</source>
        <translation>%1 是较新版本 XLA 对此错误的代码：训练步在编译时就无法容纳。</translation>
    </message>
    <message>
        <source>%1 is memory on the TPU core itself, not HBM: a kernel (attention, most often a Pallas kernel such as paged or flash attention) asked for more of it than the core has. Its size does not depend on the batch or the number of chips but on the kernel&apos;s block sizes and, for the tables a kernel keeps there, on the sequence length.</source>
        <translation>%1 是 TPU 核心自身的内存，而不是 HBM：某个内核（通常是注意力，多为分页注意力或 flash 注意力等 Pallas 内核）请求的量超过了核心所拥有的。其大小不取决于批次大小或芯片数量，而取决于内核的块大小；对于内核保存在其中的表，还取决于序列长度。</translation>
    </message>
    <message>
        <source>XLA stopped before planning the memory: its first estimate, %1, is above the %2 available. The estimate is rough, but a requirement this far over is not a matter of fragmentation.%3</source>
        <translation>XLA 在规划内存之前就已停止：其初步估算 %1 超过了可用的 %2。该估算较为粗略，但超出这么多并不是碎片问题。%3</translation>
    </message>
    <message>
        <source> A requirement a hundred times the device or more is a shape that multiplied out (a wrong dimension, a broadcast), not a batch that is a little too large.</source>
        <translation> 需求达到设备容量的一百倍或更多，说明某个形状成倍膨胀（维度错误、广播），而不是批次稍大。</translation>
    </message>
    <message>
        <source>XLA stopped before planning the memory: its first estimate is above what is available.</source>
        <translation>XLA 在规划内存之前就已停止：其初步估算超过了可用内存。</translation>
    </message>
    <message>
        <source>Only the breakdown was pasted, without the &quot;Used X of Y&quot; line: the total (%1) is what the step needs at least, the device&apos;s capacity comes from the hardware.</source>
        <translation>只粘贴了明细，没有“Used X of Y”行：总计（%1）是训练步至少需要的内存，设备容量取自硬件数据。</translation>
    </message>
    <message>
        <source>Process %1 holds %2, of which PyTorch&apos;s own allocator accounts for all but %3: it is this process (inside a container PyTorch cannot tell its own PID), not another program.</source>
        <translation>进程 %1 占用 %2，其中除 %3 外均由 PyTorch 自身的分配器管理：这就是本进程（在容器内 PyTorch 无法识别自己的 PID），而不是其他程序。</translation>
    </message>
    <message>
        <source>The host ran out of RAM (not the accelerator&apos;s memory) when %1 was asked for.</source>
        <translation>请求 %1 时，主机的 RAM 耗尽（不是加速器的内存）。</translation>
    </message>
    <message>
        <source>The host ran out of RAM, not the accelerator&apos;s memory: loading the data or the checkpoint, or memory offloaded to the host.</source>
        <translation>主机的 RAM 耗尽，而不是加速器的内存：原因在于加载数据或检查点，或卸载到主机的内存。</translation>
    </message>
    <message>
        <source>resident when killed</source>
        <translation>被终止时的常驻内存</translation>
    </message>
    <message>
        <source>the host&apos;s memory</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>the compiler&apos;s memory analysis</source>
        <translation>编译器的内存分析</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>SMEM (on-chip scalar memory)</source>
        <translation>SMEM（片上标量内存）</translation>
    </message>
    <message>
        <source>VMEM (on-chip vector memory)</source>
        <translation>VMEM（片上向量内存）</translation>
    </message>
    <message>
        <source>host memory</source>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU 内存</translation>
    </message>
    <message>
        <source>device memory</source>
        <translation>设备内存</translation>
    </message>
    <message>
        <source>required</source>
        <translation>需要</translation>
    </message>
    <message>
        <source>available</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>The message names the experts of a mixture-of-experts layer (%1): their weights and the tokens routed to them shrink with expert parallelism, a lower capacity factor and recomputing the expert matmuls.</source>
        <translation>消息中提到了混合专家层的专家（%1）：专家并行、更低的容量因子以及重计算专家矩阵乘法，都能减少其权重和路由给它们的标记所占的内存。</translation>
    </message>
</context>
<context>
    <name>PaddingAnalysis</name>
    <message>
        <source>pad to the dataset maximum</source>
        <translation>填充到数据集最大长度</translation>
    </message>
    <message>
        <source>fixed length %1</source>
        <translation>固定长度 %1</translation>
    </message>
    <message>
        <source>pad each batch to a multiple of %1</source>
        <translation>将每个批次填充到 %1 的倍数</translation>
    </message>
    <message>
        <source>buckets %1</source>
        <translation>分桶 %1</translation>
    </message>
    <message>
        <source>pack into chunks of %1</source>
        <translation>打包成长度为 %1 的块</translation>
    </message>
    <message>
        <source>no sequence lengths to analyse</source>
        <translation>没有要分析的序列长度</translation>
    </message>
    <message>
        <source>the batch must be at least 1 sequence</source>
        <translation>批次必须至少包含 1 个序列</translation>
    </message>
    <message>
        <source>the fixed length must be from 1 to %1 tokens</source>
        <translation>固定长度必须在 1 到 %1 个标记之间</translation>
    </message>
    <message>
        <source>the chunk length must be from 1 to %1 tokens</source>
        <translation>块长度必须在 1 到 %1 个标记之间</translation>
    </message>
    <message>
        <source>a padding multiple must be from 1 to %1</source>
        <translation>填充倍数必须在 1 到 %1 之间</translation>
    </message>
    <message>
        <source>a bucket boundary must be from 1 to %1 tokens</source>
        <translation>分桶边界必须在 1 到 %1 个标记之间</translation>
    </message>
    <message>
        <source>the shape budget must be at least 1</source>
        <translation>形状预算必须至少为 1</translation>
    </message>
    <message>
        <source>Pack the sequences into chunks of %1 tokens, as the RoBERTa-on-TPU example does: one input shape, %2 of the computed tokens are padding (only in the last chunk). Packing joins documents into one stream, which suits pretraining (masked language modelling) but not examples that must stay whole.</source>
        <translation>将序列打包成 %1 个标记的块，与 RoBERTa-on-TPU 示例的做法相同：只有一种输入形状，计算的标记中 %2 是填充（仅在最后一个块中）。打包会把文档连接成一个流，适合预训练（掩码语言建模），但不适合必须保持完整的样本。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n input shape(s) (budget %2), %3 of the computed tokens are padding, throughput cost %4; the least padding among strategies that keep every token.</source>
        <translation>
            <numerusform>%1：%n 种输入形状（预算 %2），计算的标记中 %3 是填充，吞吐量开销 %4；在保留所有标记的策略中填充最少。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n input shape(s), %2 of the computed tokens are padding (throughput cost %3); within %4 points of the cheapest option, which needs more shapes.</source>
        <translation>
            <numerusform>%1：%n 种输入形状，计算的标记中 %2 是填充（吞吐量开销 %3）；与开销最低的选项相差不超过 %4 个百分点，而后者需要更多形状。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%1: %n shape(s), throughput cost %2.)</source>
        <translation>
            <numerusform>（%1：%n 种形状，吞吐量开销 %2。）</numerusform>
        </translation>
    </message>
    <message>
        <source>Against padding everything to the dataset maximum (%1 tokens), a step of real tokens costs %2× less compute.</source>
        <translation>与全部填充到数据集最大长度（%1 个标记）相比，同样的真实标记每步只需 1/%2 的计算量。</translation>
    </message>
    <message>
        <source>%1 pads less but cuts %2 tokens off %3 sequences.</source>
        <translation>%1 填充更少，但会从 %3 个序列中截掉 %2 个标记。</translation>
    </message>
    <message numerus="yes">
        <source>%1 pads less (%2) but compiles about %n input shapes, over the budget of %3.</source>
        <translation>
            <numerusform>%1 填充更少（%2），但需编译约 %n 种输入形状，超出预算 %3。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 would pad only %2 but joins examples, which this plan rules out.</source>
        <translation>%1 只需填充 %2，但会拼接样本，而该方案不允许这样做。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a length from 1 to %2 tokens</source>
        <translation>“%1”不是 1 到 %2 个标记之间的长度</translation>
    </message>
    <message>
        <source>the list of lengths is empty</source>
        <translation>长度列表为空</translation>
    </message>
</context>
<context>
    <name>PaddingCommand</name>
    <message>
        <source>Compare padding strategies for a file of sequence lengths: input shapes (XLA compilations), padded tokens, real tokens per step and the throughput cost of the padding.</source>
        <translation>比较序列长度文件的填充策略：输入形状（XLA 编译次数）、填充标记、每步真实标记数以及填充带来的吞吐量开销。</translation>
    </message>
    <message>
        <source>Sequence lengths: one whole number per line, or a CSV/TSV file (a &quot;count&quot; column makes it a histogram).</source>
        <translation>序列长度：每行一个整数，或 CSV/TSV 文件（含“count”列时视为直方图）。</translation>
    </message>
    <message>
        <source>CSV column of lengths, by name or number (1 = first).</source>
        <translation>长度所在的 CSV 列，按名称或编号（1 = 第一列）。</translation>
    </message>
    <message>
        <source>CSV column of counts (histogram rows).</source>
        <translation>计数所在的 CSV 列（直方图行）。</translation>
    </message>
    <message>
        <source>Sequences per step (global batch).</source>
        <translation>每步序列数（全局批次大小）。</translation>
    </message>
    <message>
        <source>Length for the fixed-length strategy (default: the longest sequence rounded up to 128).</source>
        <translation>固定长度策略使用的长度（默认：最长序列向上取整到 128 的倍数）。</translation>
    </message>
    <message>
        <source>Pad-to-multiple strategies to compare.</source>
        <translation>要比较的“填充到倍数”策略。</translation>
    </message>
    <message>
        <source>Bucket boundaries, comma separated (default: 64, 128, 256, ... up to the fixed length).</source>
        <translation>分桶边界，以逗号分隔（默认：64、128、256……直到固定长度）。</translation>
    </message>
    <message>
        <source>Chunk length for packing (default: the fixed length).</source>
        <translation>打包的块长度（默认：固定长度）。</translation>
    </message>
    <message>
        <source>Most input shapes (compilations) a recommended strategy may need.</source>
        <translation>推荐策略最多可需要的输入形状（编译）数。</translation>
    </message>
    <message>
        <source>Examples must stay whole (fine-tuning, classification): do not recommend packing.</source>
        <translation>样本必须保持完整（微调、分类）：不要推荐打包。</translation>
    </message>
    <message>
        <source>--lengths FILE is required</source>
        <translation>必须指定 --lengths FILE</translation>
    </message>
    <message>
        <source>Lengths: %1</source>
        <translation>长度：%1</translation>
    </message>
    <message>
        <source>column &quot;%1&quot; (the first numeric column; choose another with --column)</source>
        <translation>列“%1”（第一个数值列；可用 --column 选择其他列）</translation>
    </message>
    <message>
        <source>column &quot;%1&quot;</source>
        <translation>列“%1”</translation>
    </message>
    <message>
        <source>counts from column &quot;%1&quot;</source>
        <translation>计数来自列“%1”</translation>
    </message>
    <message>
        <source>%1 sequences, %2 tokens</source>
        <translation>%1 个序列，%2 个标记</translation>
    </message>
    <message>
        <source>shortest %1, mean %2, median %3, p90 %4, p99 %5, longest %6</source>
        <translation>最短 %1，平均 %2，中位数 %3，p90 %4，p99 %5，最长 %6</translation>
    </message>
    <message numerus="yes">
        <source>Batch: %n sequence(s) per step; shape budget %1</source>
        <translation>
            <numerusform>批次：每步 %n 个序列；形状预算 %1</numerusform>
        </translation>
    </message>
    <message>
        <source>strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>shapes</source>
        <translation>形状数</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>填充</translation>
    </message>
    <message>
        <source>real tokens/step</source>
        <translation>真实标记/步</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>开销</translation>
    </message>
    <message>
        <source>truncated</source>
        <translation>截断</translation>
    </message>
    <message>
        <source>shapes: distinct input shapes in one epoch (compilations; ~ = expected for random batches). padding: share of computed tokens that are padding. cost: extra compute per real token.</source>
        <translation>形状数：一个轮次中不同输入形状的数量（即编译次数；~ = 随机批次的期望值）。填充：计算的标记中填充所占比例。开销：每个真实标记的额外计算量。</translation>
    </message>
    <message>
        <source>Recommended: %1</source>
        <translation>推荐：%1</translation>
    </message>
    <message>
        <source>If examples must stay whole: %1</source>
        <translation>如果样本必须保持完整：%1</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>就绪检查</translation>
    </message>
</context>
<context>
    <name>PaddingPanel</name>
    <message>
        <source>Padding and bucketing</source>
        <translation>填充与分桶</translation>
    </message>
    <message>
        <source>&amp;Batch:</source>
        <translation>批次(&amp;B)：</translation>
    </message>
    <message>
        <source>Sequences per step (the global batch; the plan&apos;s by default)</source>
        <translation>每步的序列数（全局批次；默认取方案的值）</translation>
    </message>
    <message>
        <source>Most &amp;shapes:</source>
        <translation>最多形状数(&amp;S)：</translation>
    </message>
    <message>
        <source>Most input shapes (XLA compilations) a recommended strategy may need</source>
        <translation>推荐的策略最多可需要的输入形状数（XLA 编译次数）</translation>
    </message>
    <message>
        <source>Sequences may be concatenated and cut into chunks (pretraining). Clear it when each example must stay whole (fine-tuning, classification).</source>
        <translation>序列可以拼接后切成块（预训练）。若每个样本必须保持完整（微调、分类），请取消勾选。</translation>
    </message>
    <message>
        <source>&amp;Packing allowed</source>
        <translation>允许打包(&amp;P)</translation>
    </message>
</context>
<context>
    <name>Pipeline</name>
    <message>
        <source>--pipeline-parallel: %1 is an encoder, whose training code (TensorFlow BERT and BigBird on TPUStrategy, the Hugging Face Trainer) has no pipeline: use --pipeline-parallel 1</source>
        <translation>--pipeline-parallel：%1 是编码器，其训练代码（TPUStrategy 上的 TensorFlow BERT 和 BigBird、Hugging Face Trainer）不支持流水线：请使用 --pipeline-parallel 1</translation>
    </message>
    <message>
        <source>--pipeline-parallel: TensorFlow&apos;s training code runs no pipeline; use the xla runtime (MaxText) or pytorch (Megatron-LM, torchtitan)</source>
        <translation>--pipeline-parallel：TensorFlow 的训练代码不支持流水线；请使用 xla 运行时（MaxText）或 pytorch（Megatron-LM、torchtitan）</translation>
    </message>
    <message>
        <source>--pipeline-parallel: %1 stages are more than the %2 layers of %3</source>
        <translation>--pipeline-parallel：%1 个阶段超过了 %3 的 %2 层</translation>
    </message>
    <message>
        <source>--virtual-stages: %1 stages × %2 chunks of layers are more than the %3 layers of %4</source>
        <translation>--virtual-stages：%1 个阶段 × %2 个层块超过了 %4 的 %3 层</translation>
    </message>
    <message>
        <source>%1: MaxText cuts the %2 layers of %3 into stages × repeats = %4 equal parts, which does not divide them</source>
        <translation>%1：MaxText 要将 %3 的 %2 层切成 阶段数 × 重复次数 = %4 等份，但层数不能被其整除</translation>
    </message>
    <message>
        <source>%1: Megatron-LM&apos;s interleaved schedule needs the %2 layers of %3 divisible by stages × virtual stages = %4</source>
        <translation>%1：Megatron-LM 的交错调度要求 %3 的 %2 层能被 阶段数 × 虚拟阶段数 = %4 整除</translation>
    </message>
    <message>
        <source>--microbatches: a pipeline needs at least one microbatch</source>
        <translation>--microbatches：流水线至少需要一个微批次</translation>
    </message>
    <message>
        <source>--microbatches: %1 microbatches do not divide the %2 sequences a pipeline holds per step (the batch per device × tensor parallelism)</source>
        <translation>--microbatches：%1 个微批次不能整除一条流水线每步承载的 %2 个序列（每设备批次大小 × 张量并行度）</translation>
    </message>
    <message>
        <source>--microbatches: MaxText needs the microbatches (%1) to be a multiple of the %2 stages</source>
        <translation>--microbatches：MaxText 要求微批次数（%1）是阶段数 %2 的倍数</translation>
    </message>
    <message>
        <source>--microbatches: the interleaved schedule needs at least one microbatch per stage (%1 &lt; %2)</source>
        <translation>--microbatches：交错调度要求每个阶段至少一个微批次（%1 &lt; %2）</translation>
    </message>
</context>
<context>
    <name>PipelineCommands</name>
    <message>
        <source>Pipeline of %1 stages (%2): each optimizer step&apos;s batch per pipeline is cut into %3 microbatches; the bubble, %4 % of the step, is in the step time. The heaviest stage&apos;s memory is the figure that decides the fit.</source>
        <translation>%1 个阶段的流水线（%2）：每个优化器步中每条流水线的批次被切成 %3 个微批次；气泡占训练步的 %4%，已计入每步用时。最重阶段的内存决定能否容纳。</translation>
    </message>
</context>
<context>
    <name>PlanComparison</name>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计价方式</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Gradient checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>运行时</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备数</translation>
    </message>
    <message>
        <source>Batch per device</source>
        <translation>每设备批次大小</translation>
    </message>
    <message>
        <source>Accumulation steps</source>
        <translation>累积步数</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>内存能否容纳</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>每设备内存</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>设备内存</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>每步用时</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>训练时间</translation>
    </message>
    <message>
        <source>Expected time with preemptions</source>
        <translation>计入抢占的预期时间</translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation>每小时价格</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Expected cost with preemptions</source>
        <translation>计入抢占的预期成本</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>block-sparse</source>
        <translation>块稀疏</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>轮</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Model type</source>
        <translation>模型类型</translation>
    </message>
    <message>
        <source>Parameters (encoder)</source>
        <translation>参数（编码器）</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层大小</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>Intermediate size</source>
        <translation>中间层大小</translation>
    </message>
    <message>
        <source>Position embeddings</source>
        <translation>位置嵌入数</translation>
    </message>
    <message>
        <source>Token types</source>
        <translation>标记类型数</translation>
    </message>
    <message>
        <source>Activation</source>
        <translation>激活函数</translation>
    </message>
    <message>
        <source>Hidden dropout</source>
        <translation>隐藏层 dropout</translation>
    </message>
    <message>
        <source>Attention dropout</source>
        <translation>注意力 dropout</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>块大小</translation>
    </message>
    <message>
        <source>Random blocks</source>
        <translation>随机块数</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>训练头</translation>
    </message>
    <message>
        <source>Masked positions per sequence</source>
        <translation>每个序列的掩码位置数</translation>
    </message>
    <message>
        <source>Next-sentence prediction</source>
        <translation>下一句预测</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标签数</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批次大小</translation>
    </message>
    <message>
        <source>Run length given in</source>
        <translation>训练量单位</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>标记数</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>轮数</translation>
    </message>
    <message>
        <source>Dataset tokens</source>
        <translation>数据集标记数</translation>
    </message>
    <message>
        <source>Dataset in Cloud Storage (GiB)</source>
        <translation>Cloud Storage 中的数据集（GiB）</translation>
    </message>
    <message>
        <source>Precisions</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <source>GPU runtime</source>
        <translation>GPU 运行时</translation>
    </message>
    <message>
        <source>Most accumulation steps</source>
        <translation>最大累积步数</translation>
    </message>
    <message>
        <source>Slices and GPUs</source>
        <translation>切片和 GPU</translation>
    </message>
    <message>
        <source>every slice of the generations</source>
        <translation>所选代次的所有切片</translation>
    </message>
    <message>
        <source>TPU generations</source>
        <translation>TPU 代次</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Include GPUs</source>
        <translation>包含 GPU</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Constraints</source>
        <translation>约束条件</translation>
    </message>
    <message>
        <source>Rank by</source>
        <translation>排序依据</translation>
    </message>
    <message>
        <source>Deadline (hours)</source>
        <translation>截止时间（小时）</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Memory safety margin</source>
        <translation>内存安全余量</translation>
    </message>
    <message>
        <source>Preemption</source>
        <translation>抢占</translation>
    </message>
    <message>
        <source>Preemptions per hour</source>
        <translation>每小时抢占次数</translation>
    </message>
    <message>
        <source>Checkpoint write (minutes)</source>
        <translation>检查点写入（分钟）</translation>
    </message>
    <message>
        <source>Restart (minutes)</source>
        <translation>重启（分钟）</translation>
    </message>
    <message>
        <source>Preemptible limit (hours)</source>
        <translation>抢占式时长上限（小时）</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>效率</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Efficiency (MFU), %1</source>
        <translation>效率（MFU），%1</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>Candidates listed</source>
        <translation>列出的候选配置数</translation>
    </message>
    <message>
        <source>Simulation seed</source>
        <translation>模拟种子</translation>
    </message>
    <message>
        <source>Simulation runs</source>
        <translation>模拟次数</translation>
    </message>
    <message>
        <source>Chosen setup</source>
        <translation>所选配置</translation>
    </message>
    <message>
        <source>none chosen</source>
        <translation>未选择</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 标记/s</translation>
    </message>
    <message>
        <source>Data preparation</source>
        <translation>数据准备</translation>
    </message>
    <message>
        <source>follows the plan</source>
        <translation>跟随计划</translation>
    </message>
    <message>
        <source>Sequence lengths file</source>
        <translation>序列长度文件</translation>
    </message>
    <message>
        <source>Lengths column</source>
        <translation>长度列</translation>
    </message>
    <message>
        <source>Padding batch</source>
        <translation>填充批次</translation>
    </message>
    <message>
        <source>Most input shapes</source>
        <translation>输入形状上限</translation>
    </message>
    <message>
        <source>Packing allowed</source>
        <translation>允许打包</translation>
    </message>
    <message>
        <source>Tokens to shard</source>
        <translation>要分片的标记数</translation>
    </message>
    <message>
        <source>Tokens per record</source>
        <translation>每条记录的标记数</translation>
    </message>
    <message>
        <source>Slice reading the shards</source>
        <translation>读取分片的切片</translation>
    </message>
    <message>
        <source>Hosts reading the shards</source>
        <translation>读取分片的主机数</translation>
    </message>
    <message>
        <source>TPU access</source>
        <translation>TPU 访问方式</translation>
    </message>
    <message>
        <source>Training data location</source>
        <translation>训练数据位置</translation>
    </message>
    <message>
        <source>Checklist: %1</source>
        <translation>检查清单：%1</translation>
    </message>
    <message>
        <source>Loss chunks</source>
        <translation>损失分块数</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA 目标模块</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>分片</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>FSDP devices</source>
        <translation>FSDP 设备数</translation>
    </message>
    <message>
        <source>Tensor parallelism</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>切片</translation>
    </message>
    <message>
        <source>GPUs per job</source>
        <translation>每作业 GPU 数</translation>
    </message>
    <message>
        <source>Host offload</source>
        <translation>主机卸载</translation>
    </message>
    <message>
        <source>Matmul efficiency</source>
        <translation>矩阵乘法效率</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>未公开标价</translation>
    </message>
    <message>
        <source>Custom activation placement</source>
        <translation>自定义激活值放置</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>Paged optimizer</source>
        <translation>分页优化器</translation>
    </message>
    <message>
        <source>Optimizer step in the backward pass</source>
        <translation>在反向传播中执行优化器步</translation>
    </message>
    <message>
        <source>8-bit AdamW allowed</source>
        <translation>允许 8 位 AdamW</translation>
    </message>
    <message>
        <source>Capacity factor</source>
        <translation>容量因子</translation>
    </message>
    <message>
        <source>Expert parallelism</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>Context parallelism</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <source>Pipeline stages</source>
        <translation>流水线阶段数</translation>
    </message>
    <message>
        <source>Pipeline microbatches</source>
        <translation>流水线微批次数</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>虚拟阶段数</translation>
    </message>
</context>
<context>
    <name>PlanFields</name>
    <message>
        <source>Gathered positions per sequence for mlm-masked.</source>
        <translation>mlm-masked 时每个序列选取的位置数。</translation>
    </message>
    <message>
        <source>Add a next-sentence-prediction head.</source>
        <translation>添加下一句预测训练头。</translation>
    </message>
    <message>
        <source>Labels of a classification head.</source>
        <translation>分类头的标签数。</translation>
    </message>
    <message>
        <source>Sequence length in tokens.</source>
        <translation>以标记计的序列长度。</translation>
    </message>
    <message>
        <source>Sequences per optimizer step, over all devices.</source>
        <translation>每个优化器步在所有设备上的序列数。</translation>
    </message>
    <message>
        <source>Whether the run is given in steps, tokens or epochs.</source>
        <translation>运行长度以步数、标记数还是轮数给出。</translation>
    </message>
    <message>
        <source>Optimizer steps.</source>
        <translation>优化器步数。</translation>
    </message>
    <message>
        <source>Tokens to train on (instead of --steps).</source>
        <translation>要训练的标记数（代替 --steps）。</translation>
    </message>
    <message>
        <source>Epochs over --dataset-tokens (instead of --steps).</source>
        <translation>在 --dataset-tokens 上训练的轮数（代替 --steps）。</translation>
    </message>
    <message>
        <source>Tokens in the dataset (for --epochs).</source>
        <translation>数据集中的标记数（用于 --epochs）。</translation>
    </message>
    <message>
        <source>Dataset size in Cloud Storage, GiB (storage cost).</source>
        <translation>数据集在 Cloud Storage 中的大小，GiB（用于存储成本）。</translation>
    </message>
    <message>
        <source>Train without dropout.</source>
        <translation>不使用 dropout 训练。</translation>
    </message>
    <message>
        <source>Runtime on GPUs: pytorch or tensorflow.</source>
        <translation>GPU 上的运行时：pytorch 或 tensorflow。</translation>
    </message>
    <message>
        <source>Most gradient-accumulation steps the training code supports (1 = none).</source>
        <translation>训练代码支持的最大梯度累积步数（1 = 不累积）。</translation>
    </message>
    <message>
        <source>Comma-separated slices or GPUs to consider.</source>
        <translation>要考虑的切片或 GPU，以逗号分隔。</translation>
    </message>
    <message>
        <source>Comma-separated TPU generations to consider (default all).</source>
        <translation>要考虑的 TPU 代次，以逗号分隔（默认全部）。</translation>
    </message>
    <message>
        <source>Also consider the catalog&apos;s GPUs.</source>
        <translation>同时考虑目录中的 GPU。</translation>
    </message>
    <message>
        <source>Comma-separated regions (default all).</source>
        <translation>区域，以逗号分隔（默认全部）。</translation>
    </message>
    <message>
        <source>Comma-separated pricing models: on-demand, preemptible, spot, 1-year, 3-year, colab-free, calendar, flex-start.</source>
        <translation>计价模式，以逗号分隔：on-demand、preemptible、spot、1-year、3-year、colab-free、calendar、flex-start。</translation>
    </message>
    <message>
        <source>Rank by cost, time or balanced.</source>
        <translation>排序依据：cost、time 或 balanced。</translation>
    </message>
    <message>
        <source>Drop candidates whose expected time exceeds this.</source>
        <translation>舍弃预期时间超过此值的候选配置。</translation>
    </message>
    <message>
        <source>Drop candidates whose expected cost exceeds this.</source>
        <translation>舍弃预期成本超过此值的候选配置。</translation>
    </message>
    <message>
        <source>Share of device memory kept free.</source>
        <translation>保留为空闲的设备内存比例。</translation>
    </message>
    <message>
        <source>Preemptions per hour on preemptible/spot.</source>
        <translation>抢占式/Spot 上每小时的抢占次数。</translation>
    </message>
    <message>
        <source>Minutes to save a checkpoint.</source>
        <translation>保存检查点所需分钟数。</translation>
    </message>
    <message>
        <source>Minutes to restart after a preemption.</source>
        <translation>抢占后重启所需分钟数。</translation>
    </message>
    <message>
        <source>Hours after which a preemptible VM is stopped.</source>
        <translation>抢占式 VM 被停止前的运行小时数。</translation>
    </message>
    <message>
        <source>How many candidates to print (0 = all).</source>
        <translation>要打印的候选配置数量（0 = 全部）。</translation>
    </message>
    <message>
        <source>Seed of the preemption simulation.</source>
        <translation>抢占模拟的种子。</translation>
    </message>
    <message>
        <source>Runs of the preemption simulation (0 = none).</source>
        <translation>抢占模拟的运行次数（0 = 不模拟）。</translation>
    </message>
    <message>
        <source>mlm, mlm-masked or classification (encoders); causal-lm (decoders, their default).</source>
        <translation>mlm、mlm-masked 或 classification（编码器）；causal-lm（解码器，其默认值）。</translation>
    </message>
    <message>
        <source>auto, eager (stores the s x s probabilities) or flash (FlashAttention-2, splash attention on TPUs).</source>
        <translation>auto、eager（存储 s x s 概率）或 flash（FlashAttention-2，TPU 上为 splash attention）。</translation>
    </message>
    <message>
        <source>full, lora (adapters on a frozen base) or qlora (adapters on a 4-bit base).</source>
        <translation>full、lora（在冻结的基座上训练适配器）或 qlora（在 4 位基座上训练适配器）。</translation>
    </message>
    <message>
        <source>Rank r of the LoRA adapters.</source>
        <translation>LoRA 适配器的秩 r。</translation>
    </message>
    <message>
        <source>The matrices LoRA adapts: qv or all-linear.</source>
        <translation>LoRA 适配的矩阵：qv 或 all-linear。</translation>
    </message>
    <message>
        <source>auto, replicate, zero1 (optimizer states sharded), zero2 (+ gradients) or fsdp (+ parameters), over the fsdp axis.</source>
        <translation>auto、replicate、zero1（分片优化器状态）、zero2（+ 梯度）或 fsdp（+ 参数），沿 fsdp 轴分片。</translation>
    </message>
    <message>
        <source>Devices sharing one shard of the states (0 = all of a slice).</source>
        <translation>共同分担一份状态的设备数（0 = 整个切片）。</translation>
    </message>
    <message>
        <source>Devices that split each layer&apos;s matrices (0 = the planner chooses).</source>
        <translation>拆分每层矩阵的设备数（0 = 由规划器选择）。</translation>
    </message>
    <message>
        <source>TPU slices joined over the data-centre network (0 = one).</source>
        <translation>通过数据中心网络连接的 TPU 切片数（0 = 一个）。</translation>
    </message>
    <message>
        <source>GPUs in one job (0 = the planner chooses).</source>
        <translation>一个作业中的 GPU 数（0 = 由规划器选择）。</translation>
    </message>
    <message>
        <source>auto, none, all, or a comma-separated list of optimizer, params, activations.</source>
        <translation>auto、none、all，或以逗号分隔的 optimizer、params、activations 列表。</translation>
    </message>
    <message>
        <source>Override the share of the peak that the matmuls of a generation or GPU reach, e.g. v3=0.4 (repeatable).</source>
        <translation>覆盖某代次或某 GPU 的矩阵乘法所能达到的峰值占比，例如 v3=0.4（可重复指定）。</translation>
    </message>
    <message>
        <source>adamw, adam, adafactor, sgd, momentum, lamb or adamw-8bit (bitsandbytes, torchao; CUDA GPUs).</source>
        <translation>adamw、adam、adafactor、sgd、momentum、lamb 或 adamw-8bit（bitsandbytes、torchao；CUDA GPU）。</translation>
    </message>
    <message>
        <source>Comma-separated policies to try: none, full, every-k, selective (attention), selective-ops (torchtitan), MaxText&apos;s minimal, save_qkv_proj, save_dot_except_mlp, save_dot_except_mlpwi, save_dot_with_context_except_mlp, qkv_proj_offloaded, minimal_offloaded, and custom (remat_placement).</source>
        <translation>要尝试的策略，以逗号分隔：none、full、every-k、selective（注意力）、selective-ops（torchtitan）、MaxText 的 minimal、save_qkv_proj、save_dot_except_mlp、save_dot_except_mlpwi、save_dot_with_context_except_mlp、qkv_proj_offloaded、minimal_offloaded，以及 custom（remat_placement）。</translation>
    </message>
    <message>
        <source>What the checkpointing policy custom keeps: tensor=placement pairs (remat, device or offload) over decoder_layer_input, query_proj, key_proj, value_proj, context, out_proj, mlpwi_0, mlpwi_1, mlpwo; unnamed tensors take MaxText&apos;s defaults (the layer input on the device, the rest recomputed).</source>
        <translation>梯度检查点策略 custom 保留的内容：tensor=placement 对（remat、device 或 offload），张量为 decoder_layer_input、query_proj、key_proj、value_proj、context、out_proj、mlpwi_0、mlpwi_1、mlpwo；未指定的张量采用 MaxText 的默认值（层输入保留在设备上，其余部分重计算）。</translation>
    </message>
    <message>
        <source>Chunked or fused cross-entropy: the logits of one chunk of N are live at a time (MaxText num_vocab_tiling, torchtune CEWithChunkedOutputLoss); 0 = the planner chooses 1 or 8.</source>
        <translation>分块或融合的交叉熵：每次只有 N 个块中的一个块的 logits 处于活动状态（MaxText num_vocab_tiling、torchtune CEWithChunkedOutputLoss）；0 = 由规划器选择 1 或 8。</translation>
    </message>
    <message>
        <source>auto, eager (fp32 logits, log-softmax and gradient: Hugging Face) or fused (XLA; torchtitan&apos;s one fp32 upcast; Liger-Kernel).</source>
        <translation>auto、eager（fp32 的 logits、log-softmax 和梯度：Hugging Face）或 fused（XLA；torchtitan 只向上转换一次 fp32；Liger-Kernel）。</translation>
    </message>
    <message>
        <source>bitsandbytes paged optimizer: the states live in CUDA unified memory, outside PyTorch&apos;s allocator statistics, and move to host RAM when the GPU runs short.</source>
        <translation>bitsandbytes 分页优化器：状态位于 CUDA 统一内存中，不计入 PyTorch 分配器的统计，并在 GPU 内存不足时移至主机 RAM。</translation>
    </message>
    <message>
        <source>torchtune optimizer_in_bwd: each gradient is applied and freed as soon as it is computed (no gradient accumulation).</source>
        <translation>torchtune optimizer_in_bwd：每个梯度一经算出即被应用并释放（无法进行梯度累积）。</translation>
    </message>
    <message>
        <source>Let the search use 8-bit AdamW (bitsandbytes, torchao) on GPUs where AdamW&apos;s states do not fit.</source>
        <translation>允许搜索在无法容纳 AdamW 状态的 GPU 上使用 8 位 AdamW（bitsandbytes、torchao）。</translation>
    </message>
    <message>
        <source>Mixture of experts: each expert takes at most capacity factor x its even share of the routed tokens and drops the rest; 0 = dropless.</source>
        <translation>混合专家：每个专家最多接收容量因子 x 其平均份额的路由标记，并丢弃其余标记；0 = 无丢弃。</translation>
    </message>
    <message>
        <source>Devices the routed experts of a mixture of experts are split over (0 = the planner chooses).</source>
        <translation>混合专家的路由专家所拆分到的设备数（0 = 由规划器选择）。</translation>
    </message>
    <message>
        <source>Comma-separated precisions to try: fp32, bf16-mixed, fp16-mixed, bf16 (pure), fp8-mixed, int8-mixed (linear layers in 8 bits where the hardware has it).</source>
        <translation>要尝试的精度，以逗号分隔：fp32、bf16-mixed、fp16-mixed、bf16（纯）、fp8-mixed、int8-mixed（在支持的硬件上以 8 位运行线性层）。</translation>
    </message>
    <message>
        <source>Devices each sequence&apos;s tokens are split over (0 = the planner chooses).</source>
        <translation>每个序列的标记所拆分到的设备数（0 = 由规划器选择）。</translation>
    </message>
    <message>
        <source>Pipeline stages the layers are cut into (0 = the planner chooses).</source>
        <translation>各层被切分成的流水线阶段数（0 = 由规划器选择）。</translation>
    </message>
    <message>
        <source>Microbatches per pipeline step (0 = the planner chooses).</source>
        <translation>流水线每步的微批次数（0 = 由规划器选择）。</translation>
    </message>
    <message>
        <source>Layer chunks per pipeline rank, for interleaved schedules (0 = the planner chooses).</source>
        <translation>每个流水线 rank 的层块数，用于交错调度（0 = 由规划器选择）。</translation>
    </message>
</context>
<context>
    <name>PlanFile</name>
    <message>
        <source>unknown value &quot;%1&quot; (expected %2)</source>
        <translation>未知的值“%1”（应为 %2）</translation>
    </message>
    <message>
        <source>the plan file is empty</source>
        <translation>方案文件为空</translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>%1 tokens exceed the model&apos;s %2 position embeddings</source>
        <translation>%1 个标记超出了模型的 %2 个位置嵌入</translation>
    </message>
    <message>
        <source>give exactly one of steps, tokens and epochs</source>
        <translation>steps、tokens 和 epochs 必须且只能给出一个</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>应为以下之一：%1</translation>
    </message>
    <message>
        <source>expected pytorch or tensorflow</source>
        <translation>应为 pytorch 或 tensorflow</translation>
    </message>
    <message>
        <source>expected cost, time or balanced</source>
        <translation>应为 cost、time 或 balanced</translation>
    </message>
    <message>
        <source>must be below %1, got %2</source>
        <translation>必须小于 %1，实际为 %2</translation>
    </message>
    <message>
        <source>a plan file</source>
        <translation>方案文件</translation>
    </message>
    <message>
        <source>expected vm or node</source>
        <translation>应为 vm 或 node</translation>
    </message>
    <message>
        <source>expected gcs, local or memory</source>
        <translation>应为 gcs、local 或 memory</translation>
    </message>
    <message>
        <source>expected a mapping of checklist item ids to true or false</source>
        <translation>应为从检查清单项 ID 到 true 或 false 的映射</translation>
    </message>
    <message>
        <source>expected %1 for %2, got &quot;%3&quot;</source>
        <translation>%2 应为 %1，实际为“%3”</translation>
    </message>
</context>
<context>
    <name>PlanInput</name>
    <message>
        <source>must be between 1 and 1,048,576</source>
        <translation>必须在 1 到 1,048,576 之间</translation>
    </message>
    <message>
        <source>%1 tokens exceed the model&apos;s %2 position embeddings</source>
        <translation>%1 个标记超出了模型的 %2 个位置嵌入</translation>
    </message>
    <message>
        <source>must be between 1 and 16,777,216</source>
        <translation>必须在 1 到 16,777,216 之间</translation>
    </message>
    <message>
        <source>must be between 1 and 10^12</source>
        <translation>必须在 1 到 10^12 之间</translation>
    </message>
    <message>
        <source>must be between 1 and 10^18</source>
        <translation>必须在 1 到 10^18 之间</translation>
    </message>
    <message>
        <source>must be above 0 and at most 10^6</source>
        <translation>必须大于 0 且不超过 10^6</translation>
    </message>
    <message>
        <source>epochs need the dataset&apos;s size in tokens (1 to 10^18)</source>
        <translation>按轮数训练需要数据集的标记数（1 到 10^18）</translation>
    </message>
    <message>
        <source>must be between 1 and 65,536</source>
        <translation>必须在 1 到 65,536 之间</translation>
    </message>
    <message>
        <source>allow at least one precision</source>
        <translation>至少允许一种精度</translation>
    </message>
    <message>
        <source>allow at least one policy</source>
        <translation>至少允许一种策略</translation>
    </message>
    <message>
        <source>must be at least 0 and below 0.9</source>
        <translation>必须大于等于 0 且小于 0.9</translation>
    </message>
    <message>
        <source>must be between 0 and 10 per hour</source>
        <translation>必须在每小时 0 到 10 次之间</translation>
    </message>
    <message>
        <source>must be between 0 and 600 minutes</source>
        <translation>必须在 0 到 600 分钟之间</translation>
    </message>
    <message>
        <source>must be between 0 and 1440 minutes</source>
        <translation>必须在 0 到 1440 分钟之间</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负</translation>
    </message>
    <message>
        <source>must be above %1</source>
        <translation>必须大于 %1</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>必须至少为 %1</translation>
    </message>
    <message>
        <source>must be below %1</source>
        <translation>必须小于 %1</translation>
    </message>
    <message>
        <source>must be at most %1</source>
        <translation>不得超过 %1</translation>
    </message>
    <message>
        <source>%1 trains with %2, not %3</source>
        <translation>%1 使用 %2 训练，而不是 %3</translation>
    </message>
    <message>
        <source>must be between 0 and 65,536</source>
        <translation>必须在 0 到 65,536 之间</translation>
    </message>
    <message>
        <source>must be between 0 and 4,096</source>
        <translation>必须在 0 到 4,096 之间</translation>
    </message>
    <message>
        <source>must be between 0 and 1,024</source>
        <translation>必须在 0 到 1,024 之间</translation>
    </message>
    <message>
        <source>must be between 0 and 16</source>
        <translation>必须在 0 到 16 之间</translation>
    </message>
    <message>
        <source>must be between 0 and 128</source>
        <translation>必须在 0 到 128 之间</translation>
    </message>
</context>
<context>
    <name>PlanOptions</name>
    <message>
        <source>%1 Default: %2.</source>
        <translation>%1 默认值：%2。</translation>
    </message>
    <message>
        <source>--%1 must be a whole number, got &quot;%2&quot;</source>
        <translation>--%1 必须是整数，实际为“%2”</translation>
    </message>
    <message>
        <source>--%1 must be a number, got &quot;%2&quot;</source>
        <translation>--%1 必须是数字，实际为“%2”</translation>
    </message>
    <message>
        <source>--%1 takes a comma-separated list of %2, got &quot;%3&quot;</source>
        <translation>--%1 应为以逗号分隔的 %2 列表，实际为“%3”</translation>
    </message>
</context>
<context>
    <name>PlanStore</name>
    <message>
        <source>The plan library “%1” is in use by another program (the database is locked). Nothing was changed. Close the other program, or try again in a moment.</source>
        <translation>方案库“%1”正被另一个程序使用（数据库已锁定）。未做任何更改。请关闭该程序，或稍后重试。</translation>
    </message>
    <message>
        <source>The plan library “%1” is damaged and cannot be read (%2). It has not been changed. You can keep it aside under another name and start a new, empty library.</source>
        <translation>方案库“%1”已损坏，无法读取（%2）。它未被更改。您可以将其改名另存，然后新建一个空的方案库。</translation>
    </message>
    <message>
        <source>The plan library “%1” was written by a newer version of TPU Planner (library format %2; this version reads formats up to %3). It has not been changed. Update TPU Planner to open it.</source>
        <translation>方案库“%1”由更新版本的 TPU Planner 写入（库格式 %2；此版本最高可读取格式 %3）。它未被更改。请更新 TPU Planner 后再打开。</translation>
    </message>
    <message>
        <source>“%1” is a database of another program, not a TPU Planner plan library. It has not been changed. Choose another file.</source>
        <translation>“%1”是其他程序的数据库，不是 TPU Planner 方案库。它未被更改。请选择其他文件。</translation>
    </message>
    <message>
        <source>The plan library “%1” cannot be opened: %2.</source>
        <translation>无法打开方案库“%1”：%2。</translation>
    </message>
    <message>
        <source>The plan library “%1” is read-only and was written by an older version of TPU Planner; it must be upgraded before it can be opened, which needs write access. It has not been changed.</source>
        <translation>方案库“%1”为只读，且由旧版 TPU Planner 写入；必须先升级才能打开，而升级需要写权限。它未被更改。</translation>
    </message>
    <message>
        <source>The plan library “%1” cannot be created: its folder is read-only. Choose another file.</source>
        <translation>无法创建方案库“%1”：其所在文件夹为只读。请选择其他文件。</translation>
    </message>
    <message>
        <source>The folder of the plan library “%1” is read-only. Plans can be opened and saved as YAML, but changes cannot be saved to the library.</source>
        <translation>方案库“%1”所在的文件夹为只读。方案仍可作为 YAML 打开和保存，但更改无法保存到库中。</translation>
    </message>
    <message>
        <source>The plan library “%1” is read-only. Plans can be opened and saved as YAML, but changes cannot be saved to the library.</source>
        <translation>方案库“%1”为只读。方案仍可作为 YAML 打开和保存，但更改无法保存到库中。</translation>
    </message>
    <message>
        <source>The plan could not be saved as “%1”: %2.</source>
        <translation>无法将方案保存为“%1”：%2。</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>它不是文件</translation>
    </message>
    <message>
        <source>the file cannot be read</source>
        <translation>无法读取该文件</translation>
    </message>
    <message>
        <source>the file is too short to be a database</source>
        <translation>文件太短，不可能是数据库</translation>
    </message>
    <message>
        <source>it holds an unfinished write that only a writable open can undo (%1)</source>
        <translation>其中有一次未完成的写入，只有以可写方式打开才能撤销（%1）</translation>
    </message>
    <message>
        <source>the table “%1” is missing</source>
        <translation>缺少表“%1”</translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation>未提供文件名</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>文件夹不存在</translation>
    </message>
    <message>
        <source>its folder cannot be created</source>
        <translation>无法创建其所在文件夹</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>The plan library “%1” is not damaged; it was not moved.</source>
        <translation>方案库“%1”未损坏；未移动它。</translation>
    </message>
    <message>
        <source>The damaged plan library “%1” could not be renamed to “%2”; nothing was changed.</source>
        <translation>无法将已损坏的方案库“%1”重命名为“%2”；未做任何更改。</translation>
    </message>
    <message>
        <source>No plan library is open.</source>
        <translation>没有打开的方案库。</translation>
    </message>
    <message>
        <source>The plan library “%1” is open read-only; nothing was changed.</source>
        <translation>方案库“%1”以只读方式打开；未做任何更改。</translation>
    </message>
    <message>
        <source>The plan library “%1” is locked by another program.</source>
        <translation>方案库“%1”已被另一个程序锁定。</translation>
    </message>
    <message>
        <source>The plan library “%1” is read-only.</source>
        <translation>方案库“%1”为只读。</translation>
    </message>
    <message>
        <source>The plan library “%1” is damaged (%2).</source>
        <translation>方案库“%1”已损坏（%2）。</translation>
    </message>
    <message>
        <source>The disk holding the plan library “%1” is full.</source>
        <translation>存放方案库“%1”的磁盘已满。</translation>
    </message>
    <message>
        <source>Writing the plan library “%1” failed (%2).</source>
        <translation>写入方案库“%1”失败（%2）。</translation>
    </message>
    <message>
        <source>The plan library “%1” has no plan with id %2.</source>
        <translation>方案库“%1”中没有 ID 为 %2 的方案。</translation>
    </message>
    <message>
        <source>A plan needs a name.</source>
        <translation>方案需要一个名称。</translation>
    </message>
    <message>
        <source>A plan name can have at most %1 characters.</source>
        <translation>方案名称最多 %1 个字符。</translation>
    </message>
    <message>
        <source>A plan named “%1” already exists.</source>
        <translation>名为“%1”的方案已存在。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>The plan was not saved: %1</source>
        <translation>方案未保存：%1</translation>
    </message>
    <message>
        <source>the plan to save</source>
        <translation>要保存的方案</translation>
    </message>
    <message>
        <source>The plan was not saved.</source>
        <translation>方案未保存。</translation>
    </message>
    <message>
        <source>The plan was not renamed.</source>
        <translation>方案未重命名。</translation>
    </message>
    <message>
        <source>The plan was not duplicated.</source>
        <translation>方案未复制。</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>The tags were not changed.</source>
        <translation>标签未更改。</translation>
    </message>
    <message>
        <source>The plan was not deleted.</source>
        <translation>方案未删除。</translation>
    </message>
    <message>
        <source>The plan was not restored.</source>
        <translation>方案未恢复。</translation>
    </message>
    <message>
        <source>The plan was not removed.</source>
        <translation>方案未移除。</translation>
    </message>
    <message>
        <source>The plan library “%1” has no deleted plan with id %2.</source>
        <translation>方案库“%1”中没有 ID 为 %2 的已删除方案。</translation>
    </message>
    <message>
        <source>The list of plans could not be read.</source>
        <translation>无法读取方案列表。</translation>
    </message>
    <message>
        <source>The history of the plan could not be read.</source>
        <translation>无法读取方案的历史记录。</translation>
    </message>
    <message>
        <source>The plan was not opened.</source>
        <translation>方案未打开。</translation>
    </message>
    <message>
        <source>The plan library “%1” has no revision %2 of the plan with id %3.</source>
        <translation>方案库“%1”中 ID 为 %3 的方案没有修订版 %2。</translation>
    </message>
    <message>
        <source>plan “%1”, revision %2</source>
        <translation>方案“%1”，修订版 %2</translation>
    </message>
    <message>
        <source>The plan “%1” (revision %2) in “%3” cannot be read: %4</source>
        <translation>无法读取“%3”中的方案“%1”（修订版 %2）：%4</translation>
    </message>
    <message>
        <source>the chosen candidate is not a JSON object (%1)</source>
        <translation>所选候选配置不是 JSON 对象（%1）</translation>
    </message>
</context>
<context>
    <name>Planner</name>
    <message>
        <source>set in the plan</source>
        <translation>在方案中设定</translation>
    </message>
    <message>
        <source>%1 is skipped: the global batch %2 does not split evenly over its %3 devices</source>
        <translation>跳过 %1：全局批次大小 %2 无法平均分配到其 %3 个设备上</translation>
    </message>
    <message>
        <source>No candidate fits: try checkpointing, bf16, a shorter sequence or a larger device.</source>
        <translation>没有可容纳的候选配置：请尝试梯度检查点、bf16、更短的序列或更大的设备。</translation>
    </message>
    <message>
        <source>Fits: %1 GiB of the %2 GiB per %3 (%4 % kept free as a safety margin).</source>
        <translation>可容纳：每个%3 %2 GiB 中使用 %1 GiB（保留 %4% 作为安全余量）。</translation>
    </message>
    <message>
        <source>Does not fit: even a batch of 1 needs %1 GiB, more than the %2 GiB usable per %3.</source>
        <translation>无法容纳：即使批次为 1 也需要 %1 GiB，超过每个%3可用的 %2 GiB。</translation>
    </message>
    <message>
        <source>%1 needs checkpointing: without it %2 GiB exceed the %3 GiB usable per %4.</source>
        <translation>%1 需要梯度检查点：不使用时 %2 GiB 超过每个%4可用的 %3 GiB。</translation>
    </message>
    <message>
        <source>Checkpointing (%1) recomputes part of the forward pass: +%2 % step time, %3 h of the %4 h of compute.</source>
        <translation>梯度检查点（%1）会重计算部分前向传播：每步用时 +%2%，在 %4 h 计算时间中占 %3 h。</translation>
    </message>
    <message>
        <source>Batch %1 per %2 × %3 accumulation step(s) × %4 devices = global batch %5.</source>
        <translation>每个%2批次 %1 × %3 个累积步 × %4 个设备 = 全局批次大小 %5。</translation>
    </message>
    <message>
        <source>Preemptible machines stop after 24 hours: the run restarts from its last checkpoint %1 time(s) on average.</source>
        <translation>抢占式机器运行 24 小时后停止：运行平均会从最后的检查点重启 %1 次。</translation>
    </message>
    <message>
        <source>The session limit of %1 h stops the run %2 time(s) on average (a preemption also starts a new session); each time it resumes from its last checkpoint.</source>
        <translation>%1 h 的会话时长上限平均会使运行中断 %2 次（抢占也会开始新会话）；每次都从最后的检查点恢复。</translation>
    </message>
    <message>
        <source>A %1-year committed-use discount bills its whole term, %2 h, whether the run uses it or not: %3 for the accelerator. It pays only when other work fills the term.</source>
        <translation>%1 年承诺使用折扣按整个期限（%2 h）计费，无论运行是否用满：加速器费用为 %3。只有在其他工作填满该期限时才划算。</translation>
    </message>
    <message>
        <source>The price (%1, %2) is older than %3 months: check it before you rely on it.</source>
        <translation>价格（%1，%2）已超过 %3 个月：依赖它之前请先核实。</translation>
    </message>
    <message>
        <source>Best by %1 among %2 candidates that fit.</source>
        <translation>在 %2 个可容纳的候选配置中，按%1为最佳。</translation>
    </message>
    <message>
        <source>On the Pareto front: nothing else is both cheaper and faster.</source>
        <translation>位于帕累托前沿：没有其他候选配置既更便宜又更快。</translation>
    </message>
    <message>
        <source>Too many checkpoints, preemptions or restarts to simulate the run one by one: only the expected time is shown, without its spread.</source>
        <translation>检查点、抢占或重启次数过多，无法逐次模拟运行：仅显示预期时间，不显示其分布范围。</translation>
    </message>
    <message>
        <source>%1 GiB usable per %2, as XLA reports it, of %3 GiB nominal.</source>
        <translation>标称 %3 GiB 中，每个%2可用 %1 GiB（XLA 报告的值）。</translation>
    </message>
    <message>
        <source>%1 capacity lasts at most %2 days: the run needs %3 new reservation(s) on average, and resumes from its last checkpoint on each.</source>
        <translation>%1 容量最多持续 %2 天：运行平均需要 %3 次新的预留，每次都从最后的检查点恢复。</translation>
    </message>
    <message>
        <source>%1 does not fit one %2 for full training: model states %3 GiB per %4. LoRA r=%5 (%6) needs %7 GiB there with full checkpointing and a batch of 1, within the %8 GiB usable (--finetune lora).</source>
        <translation>%1 无法在单个%2上进行全量训练：每个%4的模型状态为 %3 GiB。LoRA r=%5（%6）在使用完全梯度检查点且批次为 1 时，在那里需要 %7 GiB，在可用的 %8 GiB 之内（--finetune lora）。</translation>
    </message>
    <message>
        <source>%1 does not fit one %2 for full training: model states %3 GiB per %4. LoRA r=%5 (%6) would need %7 GiB there with full checkpointing and a batch of 1, still more than the %8 GiB usable.</source>
        <translation>%1 无法在单个%2上进行全量训练：每个%4的模型状态为 %3 GiB。LoRA r=%5（%6）在使用完全梯度检查点且批次为 1 时，在那里需要 %7 GiB，仍超过可用的 %8 GiB。</translation>
    </message>
    <message>
        <source>The model states alone (weights, gradients, optimizer states) need %1 GiB per %2: every %2 holds a full replica.</source>
        <translation>仅模型状态（权重、梯度、优化器状态）就需要每个%2 %1 GiB：每个%2都保存一份完整副本。</translation>
    </message>
    <message>
        <source>Attention: %1, which keeps no s x s probabilities.</source>
        <translation>注意力：%1，不保存 s x s 概率。</translation>
    </message>
    <message>
        <source>Attention: eager; the s x s probabilities of every head are stored.</source>
        <translation>注意力：eager；保存每个头的 s x s 概率。</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>ICI</source>
        <translation>ICI</translation>
    </message>
    <message>
        <source>the network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>NVLink</source>
        <translation>NVLink</translation>
    </message>
    <message>
        <source>the gradient all-reduce over DCN</source>
        <translation>经由 DCN 的梯度 all-reduce</translation>
    </message>
    <message>
        <source>FSDP over %1</source>
        <translation>经由 %1 的 FSDP</translation>
    </message>
    <message>
        <source>the gradient all-reduce over %1</source>
        <translation>经由 %1 的梯度 all-reduce</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>未公开标价</translation>
    </message>
    <message>
        <source>Replicated</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>ZeRO-1</source>
        <translation>ZeRO-1</translation>
    </message>
    <message>
        <source>ZeRO-2</source>
        <translation>ZeRO-2</translation>
    </message>
    <message>
        <source>FSDP</source>
        <translation>FSDP</translation>
    </message>
    <message>
        <source>%1 is skipped: %2</source>
        <translation>已跳过 %1：%2</translation>
    </message>
    <message>
        <source>%1 (%2): a full replica of the model states needs %3 GiB per %4; sharded, they take %5 GiB.</source>
        <translation>%1（%2）：模型状态的完整副本每个%4需要 %3 GiB；分片后占用 %5 GiB。</translation>
    </message>
    <message>
        <source>Gathered at a time: the weights of two layers (one computing, one prefetched) and one layer&apos;s gradient, %1 GiB per %2.</source>
        <translation>每次聚合：两层的权重（一层计算中、一层预取）和一层的梯度，每个%2 %1 GiB。</translation>
    </message>
    <message>
        <source>Gathered at a time: the weights of one layer and its gradient, %1 GiB per %2.</source>
        <translation>每次聚合：一层的权重及其梯度，每个%2 %1 GiB。</translation>
    </message>
    <message>
        <source>of the %1 GB of host RAM</source>
        <translation>（主机 RAM 共 %1 GB）</translation>
    </message>
    <message>
        <source>(host RAM not in the catalog: check it)</source>
        <translation>（目录中没有主机 RAM：请自行检查）</translation>
    </message>
    <message>
        <source>Host offload (%1): %2 GiB per %3 leave the device, %4 GiB per host %5.</source>
        <translation>主机卸载（%1）：每个%3有 %2 GiB 移出设备，每台主机 %4 GiB %5。</translation>
    </message>
    <message>
        <source>Communication-bound: %1 tokens per %2 is below the ≈%3 where %4 hides behind compute (%5 s of communication, %6 s of compute per step).</source>
        <translation>通信受限：每个%2 %1 个标记，低于 %4 能被计算隐藏的阈值 ≈%3（每步通信 %5 s，计算 %6 s）。</translation>
    </message>
    <message>
        <source>Host-transfer-bound: moving %1 GiB over PCIe takes %2 s per step, more than the %3 s of compute.</source>
        <translation>主机传输受限：经由 PCIe 移动 %1 GiB 每步需要 %2 s，超过 %3 s 的计算时间。</translation>
    </message>
    <message>
        <source>Compute-bound: %1 s of communication per step hides behind %2 s of compute (%3 tokens per %4, above the ≈%5 where %6 would show).</source>
        <translation>计算受限：每步 %1 s 的通信被 %2 s 的计算隐藏（每个%4 %3 个标记，高于 %6 开始显现的阈值 ≈%5）。</translation>
    </message>
    <message>
        <source>Compute-bound: %1 s of tensor-parallel communication per step hides behind %2 s of compute.</source>
        <translation>计算受限：每步 %1 s 的张量并行通信被 %2 s 的计算隐藏。</translation>
    </message>
    <message>
        <source>A link bandwidth this mesh needs is not in the catalog for %1: that communication is not counted.</source>
        <translation>目录中没有 %1 的该网格所需的某项链路带宽：该通信未计入。</translation>
    </message>
    <message>
        <source>Does not fit the host: offload (%1) puts %2 GiB on each host, more than its %3 GB of RAM (the %4 itself would need %5 GiB).</source>
        <translation>主机无法容纳：卸载（%1）会在每台主机上放置 %2 GiB，超过其 %3 GB 的 RAM（%4 本身需要 %5 GiB）。</translation>
    </message>
    <message>
        <source>The model states alone need %1 GiB per %2 even sharded (%3) over %4 devices.</source>
        <translation>即使在 %4 个设备上分片（%3），仅模型状态每个%2就需要 %1 GiB。</translation>
    </message>
    <message>
        <source>%1 per step (the band is the spread of the published runs the model was fitted on) at %2 % MFU of the %3 TFLOPS peak per device; %4 steps take %5.</source>
        <translation>每步 %1（区间为拟合模型所用的已公开训练运行的分布范围），按每设备 %3 TFLOPS 峰值计 MFU 为 %2%；%4 步需要 %5。</translation>
    </message>
    <message>
        <source>%1: expect %2 preemption(s) and %3 forced restart(s); saving a checkpoint every %4 h (Young/Daly) the run takes %5 instead of %6 h.</source>
        <translation>%1：预计抢占 %2 次、强制重启 %3 次；每 %4 h 保存一次检查点（Young/Daly）时，运行需要 %5，而不是 %6 h。</translation>
    </message>
    <message>
        <source>Cost %1 (accelerator %2, host %3, storage %4); expected %5 with preemptions (%6–%7 over the time model&apos;s band).</source>
        <translation>成本 %1（加速器 %2，主机 %3，存储 %4）；计入抢占的预期成本为 %5（在时间模型的区间内为 %6–%7）。</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Gathered at a time: the weights of two layers (one computing, one prefetched), %1 GiB per %2; XLA reduce-scatters the gradients matrix by matrix.</source>
        <translation>每次聚合：两层的权重（一层计算中、一层预取），每个%2 %1 GiB；XLA 逐个矩阵对梯度执行 reduce-scatter。</translation>
    </message>
    <message>
        <source>First by time among %1 candidates that fit: none that fits and meets the constraints has a listed price to rank by %2.</source>
        <translation>在 %1 个可容纳的候选配置中按时间排第一：可容纳且满足约束条件的候选配置都没有公开标价，无法按 %2 排序。</translation>
    </message>
    <message>
        <source>no mesh the plan allows splits the model over its devices</source>
        <translation>方案允许的网格都无法将模型拆分到其设备上</translation>
    </message>
    <message>
        <source>no configuration the plan allows runs there</source>
        <translation>方案允许的配置都无法在其上运行</translation>
    </message>
    <message>
        <source>no hardware in the catalog matches the plan&apos;s hardware and generations</source>
        <translation>目录中没有与方案的硬件和代次匹配的硬件</translation>
    </message>
    <message>
        <source>no offering in the plan&apos;s regions and pricing models for %1</source>
        <translation>在方案的区域和计价模式中没有 %1 的报价项</translation>
    </message>
    <message>
        <source>the global batch %1 does not split evenly over the devices of %2</source>
        <translation>全局批次大小 %1 无法平均分配到 %2 的设备上</translation>
    </message>
    <message>
        <source>the plan cannot run on %1</source>
        <translation>该方案无法在以下硬件上运行：%1</translation>
    </message>
    <message>
        <source>No candidate was evaluated: %1.</source>
        <translation>未评估任何候选配置：%1。</translation>
    </message>
    <message>
        <source>%1: the price is not publicly listed, so the cost of those candidates is unknown (never counted as free) and they are ranked by time with the others. Add the price you were quoted as a prices: row of a user catalog (the app&apos;s Catalog tab, or --catalog FILE) to see their cost.</source>
        <translation>%1：价格未公开，因此这些候选配置的成本未知（绝不会视为免费），它们与其他候选配置一起按时间排名。要查看其成本，请将您获得的报价作为 prices: 行添加到自定义目录中（应用的“目录”标签页，或 --catalog FILE）。</translation>
    </message>
    <message>
        <source>%1: the price is not publicly listed, so the cost of those candidates is unknown (never counted as free) and they are ranked by time after every candidate with a listed price. Add the price you were quoted as a prices: row of a user catalog (the app&apos;s Catalog tab, or --catalog FILE) to rank them with the others.</source>
        <translation>%1：价格未公开，因此这些候选配置的成本未知（绝不会视为免费），它们按时间排在所有有公开标价的候选配置之后。要将它们与其他候选配置一起排名，请将您获得的报价作为 prices: 行添加到自定义目录中（应用的“目录”标签页，或 --catalog FILE）。</translation>
    </message>
    <message>
        <source>The price of %1 in %2 (%3) is not publicly listed: its cost is unknown, never free, and it is ranked by time. Add the price you were quoted as a prices: row of a user catalog (the app&apos;s Catalog tab, or --catalog FILE) to see the cost.</source>
        <translation>%1 在 %2（%3）的价格未公开：其成本未知（绝不视为免费），并按时间排名。要查看成本，请将您获得的报价作为 prices: 行添加到自定义目录中（应用的“目录”标签页，或 --catalog FILE）。</translation>
    </message>
    <message>
        <source>The price of %1 in %2 (%3) is not publicly listed: its cost is unknown, never free, so it is ranked by time after every candidate with a listed price. Add the price you were quoted as a prices: row of a user catalog (the app&apos;s Catalog tab, or --catalog FILE) to rank it with the others.</source>
        <translation>%1 在 %2（%3）的价格未公开：其成本未知（绝不视为免费），因此按时间排在所有有公开标价的候选配置之后。要将它与其他候选配置一起排名，请将您获得的报价作为 prices: 行添加到自定义目录中（应用的“目录”标签页，或 --catalog FILE）。</translation>
    </message>
    <message>
        <source>Misses the deadline: expected %1, more than the %2 allowed.</source>
        <translation>超出截止时间：预期 %1，超过允许的 %2。</translation>
    </message>
    <message>
        <source>Cannot be held to the budget of %1: the price is not publicly listed, so the cost is unknown. Add the price you were quoted to a user catalog to check it.</source>
        <translation>无法确认是否在 %1 的预算之内：价格未公开，因此成本未知。请将您获得的报价添加到自定义目录中以进行核对。</translation>
    </message>
    <message>
        <source>Misses the budget: expected %1, more than the %2 allowed.</source>
        <translation>超出预算：预期 %1，超过允许的 %2。</translation>
    </message>
    <message>
        <source>activations placed by %1</source>
        <translation>按 %1 放置的激活值</translation>
    </message>
    <message>
        <source>Expert parallel %1: the routed experts&apos; states need %2 GiB per %3 unsplit; over the expert axis%4 they take %5 GiB, and each %3 computes %6 of the %7 experts of an MoE layer for the tokens the all-to-all sends it.</source>
        <translation>专家并行 %1：路由专家的状态不拆分时每个%3需要 %2 GiB；拆分到 expert%4 轴上后占用 %5 GiB，每个%3为 all-to-all 发送给它的标记计算 MoE 层 %7 个专家中的 %6 个。</translation>
    </message>
    <message>
        <source> and fsdp</source>
        <translation> 和 fsdp</translation>
    </message>
    <message>
        <source>Pipeline %1 × tensor %2: without the stage axis the model states need %3 GiB per %4; stage %5, the heaviest, of %6 layers takes %7 GiB of them; the bubble costs %8 % of the step (%9).</source>
        <translation>流水线并行 %1 × 张量并行 %2：不使用 stage 轴时，模型状态每个%4需要 %3 GiB；最重的阶段 %5（%6 层）占用其中 %7 GiB；气泡占训练步的 %8%（%9）。</translation>
    </message>
    <message>
        <source>%1, %2 microbatches</source>
        <translation>%1，%2 个微批次</translation>
    </message>
    <message>
        <source>Context parallel %1: one %2-token sequence needs %3 GiB of activations per %4; split over the %1 devices of the context axis it takes %5 GiB, the keys and values the %6 brings included.</source>
        <translation>上下文并行 %1：一个 %2 标记的序列每个%4需要 %3 GiB 激活值；拆分到 context 轴的 %1 个设备上后占用 %5 GiB，其中包括 %6 传来的键和值。</translation>
    </message>
    <message>
        <source>Batch %1 per pipeline (%2 microbatches) × %3 accumulation step(s) × %4 %5s ÷ %6 devices sharing its sequences = global batch %7.</source>
        <translation>每条流水线批次 %1（%2 个微批次）× %3 个累积步 × %4 个%5 ÷ %6 个共享其序列的设备 = 全局批次大小 %7。</translation>
    </message>
</context>
<context>
    <name>PriceImport</name>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>cannot tell the format: neither a SkyPilot CSV nor a gpuhunt JSON file (give --format)</source>
        <translation>无法判断格式：既不是 SkyPilot CSV 文件，也不是 gpuhunt JSON 文件（请指定 --format）</translation>
    </message>
    <message>
        <source>the row names no region</source>
        <translation>该行未指定区域</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a known Google Cloud region</source>
        <translation>“%1”不是已知的 Google Cloud 区域</translation>
    </message>
    <message>
        <source>%1: %2/h is SkyPilot&apos;s placeholder for a missing price, not a price</source>
        <translation>%1：%2/h 是 SkyPilot 表示缺失价格的占位值，并非价格</translation>
    </message>
    <message>
        <source>%1: a price of 0 is not a price</source>
        <translation>%1：价格为 0 不是有效价格</translation>
    </message>
    <message>
        <source>%1: %2/h is %3 per %4 and hour, more than the %5 any real offer costs</source>
        <translation>%1：%2/h 相当于每个%4每小时 %3，超过了任何实际报价的上限 %5</translation>
    </message>
    <message>
        <source>chip</source>
        <translation>芯片</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>missing column(s) %1; the header has: %2</source>
        <translation>缺少列 %1；表头包含：%2</translation>
    </message>
    <message>
        <source> (this looks like a list of host VM prices, which are not imported)</source>
        <translation>（这看起来是主机 VM 价格表，主机 VM 价格不会被导入）</translation>
    </message>
    <message>
        <source>the file has a header but no price rows</source>
        <translation>文件有表头，但没有价格行</translation>
    </message>
    <message>
        <source>expected a number, got &quot;%1&quot;</source>
        <translation>应为数字，实际为“%1”</translation>
    </message>
    <message>
        <source>a price or count cannot be negative, got %1</source>
        <translation>价格或数量不能为负，实际为 %1</translation>
    </message>
    <message>
        <source>the row has %1 fields, the header %2</source>
        <translation>该行有 %1 个字段，表头有 %2 个</translation>
    </message>
    <message>
        <source>a host VM price (%1); host VM prices are not imported</source>
        <translation>主机 VM 价格（%1）；不导入主机 VM 价格</translation>
    </message>
    <message>
        <source>the row names no accelerator</source>
        <translation>该行未指定加速器</translation>
    </message>
    <message>
        <source>the catalog has no TPU slice &quot;%1&quot;</source>
        <translation>目录中没有 TPU 切片“%1”</translation>
    </message>
    <message>
        <source>a TPU row must price one slice, not AcceleratorCount %1</source>
        <translation>TPU 行必须为一个切片定价，而不是 AcceleratorCount %1</translation>
    </message>
    <message>
        <source>the catalog has no GPU for &quot;%1&quot;</source>
        <translation>目录中没有对应“%1”的 GPU</translation>
    </message>
    <message>
        <source>priced together with machine type %1; only GPU-only prices are imported</source>
        <translation>与机器类型 %1 一起定价；只导入仅含 GPU 的价格</translation>
    </message>
    <message>
        <source>zone %1 is not in region %2</source>
        <translation>可用区 %1 不在区域 %2 中</translation>
    </message>
    <message>
        <source>the row has no price</source>
        <translation>该行没有价格</translation>
    </message>
    <message>
        <source>%1: %2/h is not below the on-demand %3/h</source>
        <translation>%1：%2/h 不低于按需价格 %3/h</translation>
    </message>
    <message>
        <source>expected an object of TPU families (&quot;TPU v5e&quot;: {region: prices}), got %1</source>
        <translation>应为 TPU 系列的对象（&quot;TPU v5e&quot;: {region: prices}），实际为 %1</translation>
    </message>
    <message>
        <source>the file lists no TPU families</source>
        <translation>文件中没有列出任何 TPU 系列</translation>
    </message>
    <message>
        <source>expected an object of regions, got %1</source>
        <translation>应为区域的对象，实际为 %1</translation>
    </message>
    <message>
        <source>no TPU generation in the catalog matches this family</source>
        <translation>目录中没有与此系列匹配的 TPU 代次</translation>
    </message>
    <message>
        <source>the catalog has no %1 slices for this family</source>
        <translation>目录中没有此系列的 %1 切片</translation>
    </message>
    <message>
        <source>expected an object of prices, got %1</source>
        <translation>应为价格的对象，实际为 %1</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>应为数字，实际为 %1</translation>
    </message>
    <message>
        <source>a price cannot be negative, got %1</source>
        <translation>价格不能为负，实际为 %1</translation>
    </message>
    <message>
        <source>no pricing model for this column; its values are not imported</source>
        <translation>此列没有对应的计价模式；其值不会被导入</translation>
    </message>
    <message>
        <source>spot: %1/h is not below the on-demand %2/h, so the file&apos;s Spot column is not used</source>
        <translation>spot：%1/h 不低于按需价格 %2/h，因此不使用文件中的 Spot 列</translation>
    </message>
    <message>
        <source>spot: not used, the file&apos;s Spot column is inconsistent (see line %1)</source>
        <translation>spot：未使用，文件中的 Spot 列不一致（见第 %1 行）</translation>
    </message>
    <message>
        <source>detected from the content</source>
        <translation>根据内容检测</translation>
    </message>
    <message>
        <source>SkyPilot GCP catalog CSV</source>
        <translation>SkyPilot GCP 目录 CSV</translation>
    </message>
    <message>
        <source>gpuhunt TPU pricing JSON</source>
        <translation>gpuhunt TPU 价格 JSON</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source> (%1 GPUs)</source>
        <translation>（%1 个 GPU）</translation>
    </message>
    <message>
        <source>%1: rows for %2 disagree (%3); the highest, %4/h, is used</source>
        <translation>%1：%2 的各行不一致（%3）；采用最高价 %4/h</translation>
    </message>
    <message>
        <source>%1: a GPU-only price, and the catalog names no host VM for %2; costs with this price leave out the machine&apos;s vCPUs and memory</source>
        <translation>%1：这是仅含 GPU 的价格，而目录中没有为 %2 指定主机 VM；使用此价格的成本不含该机器的 vCPU 和内存</translation>
    </message>
    <message>
        <source>AcceleratorCount %1 is not a whole number of accelerators from 1 to %2</source>
        <translation>AcceleratorCount %1 不是 1 到 %2 之间的整数个加速器</translation>
    </message>
    <message>
        <source>a CSV or JSON price list</source>
        <translation>CSV 或 JSON 价格表</translation>
    </message>
</context>
<context>
    <name>ReadinessChecklist</name>
    <message>
        <source>Code follows XLA rules #1 and #2: no data-dependent conditionals or shapes</source>
        <translation>代码遵循 XLA 规则 #1 和 #2：没有数据相关条件或数据相关形状</translation>
    </message>
    <message>
        <source>Replace if-statements on tensor values with tf.cond or indicator variables, and boolean-mask indexing with a multiplied mask: XLA cannot compile them.</source>
        <translation>将依赖张量值的 if 语句替换为 tf.cond 或指示变量，将布尔掩码索引替换为乘以掩码：XLA 无法编译它们。</translation>
    </message>
    <message>
        <source>Hugging Face Transformers models and losses follow both rules; custom models, losses and label masking must too.</source>
        <translation>Hugging Face Transformers 的模型和损失函数遵循这两条规则；自定义模型、损失函数和标签屏蔽也必须遵循。</translation>
    </message>
    <message>
        <source>A few steps tried with jit_compile=True on CPU or GPU</source>
        <translation>已在 CPU 或 GPU 上用 jit_compile=True 试运行几步</translation>
    </message>
    <message>
        <source>Debugging on a TPU is harder; XLA errors show up on CPU/GPU with jit_compile=True, and good speed there is a sign the code is ready for the TPU.</source>
        <translation>在 TPU 上调试更困难；使用 jit_compile=True 时 XLA 错误会在 CPU/GPU 上暴露出来，而且在那里性能良好说明代码已准备好迁移到 TPU。</translation>
    </message>
    <message>
        <source>Static input shapes (XLA rule #3: every new input shape recompiles)</source>
        <translation>静态输入形状（XLA 规则 #3：每种新的输入形状都会重新编译）</translation>
    </message>
    <message numerus="yes">
        <source>%n input shape(s) in an epoch: each is compiled once.</source>
        <translation>
            <numerusform>一个轮次中有 %n 种输入形状：每种编译一次。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>About %n input shapes in an epoch, more than %1: XLA recompiles for each and training stalls meanwhile. Pad to a fixed length, a coarser multiple or a few buckets.</source>
        <translation>
            <numerusform>一个轮次中约有 %n 种输入形状，超过 %1：XLA 会为每种形状重新编译，训练在此期间停滞。请填充到固定长度、更粗的倍数或少数几个分桶。</numerusform>
        </translation>
    </message>
    <message>
        <source>Pad every batch to a fixed length (or a few bucket lengths) so that XLA compiles a handful of shapes.</source>
        <translation>将每个批次填充到固定长度（或少数几个分桶长度），使 XLA 只需编译少数几种形状。</translation>
    </message>
    <message>
        <source>Padded lengths are multiples of 32, 64 or 128</source>
        <translation>填充后的长度是 32、64 或 128 的倍数</translation>
    </message>
    <message>
        <source>Every padded length is a multiple of %1.</source>
        <translation>每个填充后的长度都是 %1 的倍数。</translation>
    </message>
    <message>
        <source>The padded lengths share only a multiple of %1; pad to a multiple of 32, 64 or 128 (pad_to_multiple_of) for fewer shapes and full-width matrix units.</source>
        <translation>填充后的长度只有公共倍数 %1；请填充到 32、64 或 128 的倍数（pad_to_multiple_of），以减少形状数并充分利用矩阵单元的宽度。</translation>
    </message>
    <message>
        <source>Pass pad_to_multiple_of (32, 64 or 128) to the tokenizer or the data collator.</source>
        <translation>将 pad_to_multiple_of（32、64 或 128）传给分词器或数据整理器。</translation>
    </message>
    <message>
        <source>Data where the TPU can read it</source>
        <translation>数据位于 TPU 可读取的位置</translation>
    </message>
    <message>
        <source>Cloud Storage (gs://) is readable from TPU Nodes and TPU VMs alike.</source>
        <translation>TPU 节点和 TPU VM 都可以读取 Cloud Storage（gs://）。</translation>
    </message>
    <message>
        <source>Arrays held in memory (np.ndarray or tf.Tensor) go to the TPU with fit(), even on a TPU Node, as long as they fit.</source>
        <translation>内存中的数组（np.ndarray 或 tf.Tensor）只要放得下，就可以通过 fit() 传给 TPU，即使在 TPU 节点上也可以。</translation>
    </message>
    <message>
        <source>A TPU Node (and Colab) runs the input pipeline on a remote host that cannot read this machine&apos;s disk: put the TFRecords on Cloud Storage (gs://).</source>
        <translation>TPU 节点（以及 Colab）在远程主机上运行输入管道，无法读取本机磁盘：请将 TFRecord 放到 Cloud Storage（gs://）上。</translation>
    </message>
    <message>
        <source>A TPU VM reads its local or attached persistent disk; a TPU Node (and Colab) could not.</source>
        <translation>TPU VM 可以读取其本地磁盘或挂接的永久性磁盘；TPU 节点（以及 Colab）则不能。</translation>
    </message>
    <message>
        <source>TPU Node (and Colab): data on Cloud Storage (gs://) or in memory. TPU VM: local disk or Cloud Storage.</source>
        <translation>TPU 节点（以及 Colab）：数据位于 Cloud Storage（gs://）或内存中。TPU VM：本地磁盘或 Cloud Storage。</translation>
    </message>
    <message>
        <source>A pure tf.data input pipeline (no Python generators or numpy_function)</source>
        <translation>纯 tf.data 输入管道（不使用 Python 生成器或 numpy_function）</translation>
    </message>
    <message>
        <source>Dataset.to_tf_dataset() and prepare_tf_dataset() stream through tf.numpy_function or from_generator, and py_func masking fails on Cloud TPU: a TPU Node cannot run them. Read TFRecords with tf.data and use a TF-native collator (return_tensors=&quot;tf&quot;).</source>
        <translation>Dataset.to_tf_dataset() 和 prepare_tf_dataset() 通过 tf.numpy_function 或 from_generator 流式传输数据，而 py_func 掩码在 Cloud TPU 上会失败：TPU 节点无法运行它们。请用 tf.data 读取 TFRecord，并使用 TF 原生的数据整理器（return_tensors=&quot;tf&quot;）。</translation>
    </message>
    <message>
        <source>The pipeline is tf.data only.</source>
        <translation>管道仅使用 tf.data。</translation>
    </message>
    <message>
        <source>On a TPU VM generator-based pipelines work too; a pure tf.data pipeline is still faster and portable to TPU Nodes.</source>
        <translation>在 TPU VM 上，基于生成器的管道也能工作；但纯 tf.data 管道仍然更快，并且可以移植到 TPU 节点。</translation>
    </message>
    <message>
        <source>Model and optimizer created under TPUStrategy.scope()</source>
        <translation>在 TPUStrategy.scope() 下创建模型和优化器</translation>
    </message>
    <message>
        <source>Create the model, the optimizer and compile() inside strategy.scope() so that the variables are replicated on every TPU core for data-parallel training.</source>
        <translation>在 strategy.scope() 内创建模型、优化器并调用 compile()，使变量复制到每个 TPU 核心上，以进行数据并行训练。</translation>
    </message>
    <message>
        <source>jit_compile=True removed for the TPU run</source>
        <translation>在 TPU 上运行时已去掉 jit_compile=True</translation>
    </message>
    <message>
        <source>XLA compiles implicitly on a TPU; jit_compile=True there causes trouble. Remove it before moving to the TPU.</source>
        <translation>XLA 在 TPU 上会隐式编译；在 TPU 上使用 jit_compile=True 会引发问题。迁移到 TPU 之前请将其去掉。</translation>
    </message>
    <message>
        <source>jit_compile=True checks XLA compatibility on CPU/GPU; on a TPU, XLA compiles implicitly and the flag must go.</source>
        <translation>jit_compile=True 用于在 CPU/GPU 上检查 XLA 兼容性；在 TPU 上 XLA 会隐式编译，必须去掉该参数。</translation>
    </message>
    <message>
        <source>Enough TFRecord shards to shuffle and to feed every host</source>
        <translation>有足够的 TFRecord 分片用于打乱并为每台主机供数</translation>
    </message>
    <message numerus="yes">
        <source>%1 shard(s) for %n host(s): %2 per host.</source>
        <translation>
            <numerusform>%1 个分片供 %n 台主机使用：每台主机 %2 个。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shard(s) for %n host(s): fewer than %2 per host, or not a multiple of the host count, limits parallel reads and file-level shuffling.</source>
        <translation>
            <numerusform>%1 个分片供 %n 台主机使用：每台主机少于 %2 个，或不是主机数的倍数，会限制并行读取和文件级打乱。</numerusform>
        </translation>
    </message>
    <message>
        <source>Data held in memory needs no shards.</source>
        <translation>内存中的数据不需要分片。</translation>
    </message>
    <message>
        <source>Split the data into TFRecord shards: at least %1 per host, each ideally 100 MB or more.</source>
        <translation>将数据拆分为 TFRecord 分片：每台主机至少 %1 个，每个最好不小于 100 MB。</translation>
    </message>
    <message>
        <source>Shard order shuffled on every start and resume</source>
        <translation>每次启动和恢复时都打乱分片顺序</translation>
    </message>
    <message>
        <source>One file cannot be shuffled at file level: a run resumed after a preemption starts again at the beginning of the data. Split it into shards.</source>
        <translation>单个文件无法在文件级打乱：抢占后恢复的运行会从数据开头重新开始。请将其拆分为分片。</translation>
    </message>
    <message>
        <source>A run resumed after a preemption otherwise reads the files in the same order and keeps training on the beginning of the data: list the files with shuffling (no fixed seed) and interleave them.</source>
        <translation>否则，抢占后恢复的运行会以相同顺序读取文件，一直在数据的开头部分上训练：请以打乱方式列出文件（不固定种子）并交错读取。</translation>
    </message>
</context>
<context>
    <name>ReadinessPanel</name>
    <message>
        <source>TPU readiness</source>
        <translation>TPU 就绪检查</translation>
    </message>
    <message>
        <source>TPU &amp;access:</source>
        <translation>TPU 访问方式(&amp;A)：</translation>
    </message>
    <message>
        <source>How the TPU is reached: a TPU Node (Colab and Kaggle are nodes) reads only Cloud Storage or memory</source>
        <translation>访问 TPU 的方式：TPU 节点（Colab 和 Kaggle 都是节点）只能读取 Cloud Storage 或内存</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>TPU VM</source>
        <translation>TPU VM</translation>
    </message>
    <message>
        <source>TPU Node (Colab, Kaggle)</source>
        <translation>TPU 节点（Colab、Kaggle）</translation>
    </message>
    <message>
        <source>&amp;Data in:</source>
        <translation>数据位于(&amp;D)：</translation>
    </message>
    <message>
        <source>Where the training data lives</source>
        <translation>训练数据所在的位置</translation>
    </message>
    <message>
        <source>Cloud Storage</source>
        <translation>Cloud Storage</translation>
    </message>
    <message>
        <source>local disk</source>
        <translation>本地磁盘</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Tick the items that only you can answer; the others follow from the padding and the shard plan</source>
        <translation>勾选只有您自己才能回答的项目；其他项目由填充和分片方案推出</translation>
    </message>
</context>
<context>
    <name>RecommendCommand</name>
    <message>
        <source>%1, %2 tokens, global batch %3, %4 steps: %5 candidates evaluated, %6 fit.</source>
        <translation>%1，%2 个标记，全局批次大小 %3，%4 步：已评估 %5 个候选配置，%6 个可容纳。</translation>
    </message>
    <message>
        <source>hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>pricing</source>
        <translation>计价</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>ckpt</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>batch×acc</source>
        <translation>批次×累积</translation>
    </message>
    <message>
        <source>mem GiB</source>
        <translation>内存 GiB</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>cost $</source>
        <translation>成本 $</translation>
    </message>
    <message>
        <source>expected $</source>
        <translation>预期 $</translation>
    </message>
    <message>
        <source>  pareto</source>
        <translation>  帕累托</translation>
    </message>
    <message>
        <source>  DOES NOT FIT</source>
        <translation>  无法容纳</translation>
    </message>
    <message>
        <source>  stale price</source>
        <translation>  价格过时</translation>
    </message>
    <message>
        <source>Why #1:</source>
        <translation>#1 的理由：</translation>
    </message>
    <message>
        <source>  - Preemption spread (%1 simulated runs): P10 %2 h, P50 %3 h, P90 %4 h; cost P10 %5, P50 %6, P90 %7.</source>
        <translation>  - 抢占分布（%1 次模拟）：P10 %2 h，P50 %3 h，P90 %4 h；成本 P10 %5，P50 %6，P90 %7。</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot;</source>
        <translation>未知硬件“%1”</translation>
    </message>
    <message>
        <source>unknown generation &quot;%1&quot;</source>
        <translation>未知的代次“%1”</translation>
    </message>
    <message>
        <source>no prices in region &quot;%1&quot;</source>
        <translation>区域“%1”中没有价格</translation>
    </message>
    <message>
        <source>Search every candidate that reaches the global batch, keep those that fit, rank them.</source>
        <translation>搜索所有能达到全局批次大小的候选配置，保留可容纳的，并排序。</translation>
    </message>
    <message>
        <source>A preset id, a model YAML file or a Hugging Face config.json.</source>
        <translation>预设 ID、模型 YAML 文件或 Hugging Face config.json。</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>必须指定 --%1</translation>
    </message>
    <message>
        <source>give exactly one of --steps, --tokens and --epochs</source>
        <translation>--steps、--tokens 和 --epochs 必须且只能给出一个</translation>
    </message>
    <message>
        <source>--epochs needs --dataset-tokens</source>
        <translation>--epochs 需要 --dataset-tokens</translation>
    </message>
    <message>
        <source>--objective must be cost, time or balanced</source>
        <translation>--objective 必须为 cost、time 或 balanced</translation>
    </message>
    <message>
        <source>unknown precision &quot;%1&quot;</source>
        <translation>未知的精度“%1”</translation>
    </message>
    <message>
        <source>unknown optimizer &quot;%1&quot;</source>
        <translation>未知的优化器“%1”</translation>
    </message>
    <message>
        <source>--gpu-runtime must be pytorch or tensorflow</source>
        <translation>--gpu-runtime 必须为 pytorch 或 tensorflow</translation>
    </message>
    <message>
        <source>--efficiency takes ID=X with 0 &lt; X &lt;= 1, got &quot;%1&quot;</source>
        <translation>--efficiency 的格式为 ID=X，且 0 &lt; X &lt;= 1，实际为“%1”</translation>
    </message>
    <message>
        <source>Run a saved plan description (a plan YAML, see docs/plan-file.md).</source>
        <translation>运行已保存的方案描述（方案 YAML，参见 docs/plan-file.md）。</translation>
    </message>
    <message>
        <source>The plan YAML.</source>
        <translation>方案 YAML。</translation>
    </message>
    <message>
        <source>give the plan file: tpuplan plan FILE.yaml</source>
        <translation>请指定方案文件：tpuplan plan FILE.yaml</translation>
    </message>
    <message>
        <source>--head must be mlm, mlm-masked, causal-lm or classification</source>
        <translation>--head 必须为 mlm、mlm-masked、causal-lm 或 classification</translation>
    </message>
    <message>
        <source>+%1 slices</source>
        <translation>+%1 个切片</translation>
    </message>
    <message>
        <source>mesh</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>未公开</translation>
    </message>
    <message>
        <source>step s</source>
        <translation>每步 s</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>step s: seconds per optimizer step, in brackets the spread of the published runs the time model was fitted on. MFU counts %1.</source>
        <translation>每步 s：每个优化器步的秒数，括号内为拟合时间模型所用的已公开训练运行的分布范围。MFU 的 FLOPs 计数口径：%1。</translation>
    </message>
    <message>
        <source>ckpt: +loss×N: the search runs the loss in N chunks (the plan leaves loss_chunks to it); +adamw-8bit: the search swapped in 8-bit AdamW (allow_8bit_optimizer).</source>
        <translation>检查点：+loss×N：搜索将损失分 N 块计算（方案将 loss_chunks 交由搜索决定）；+adamw-8bit：搜索换用了 8 位 AdamW（allow_8bit_optimizer）。</translation>
    </message>
    <message>
        <source>  - Preemption spread (%1 simulated runs): P10 %2 h, P50 %3 h, P90 %4 h; cost not publicly listed.</source>
        <translation>  - 抢占分布（%1 次模拟）：P10 %2 h，P50 %3 h，P90 %4 h；成本未公开。</translation>
    </message>
    <message>
        <source>--checkpointing takes %1, got &quot;%2&quot;</source>
        <translation>--checkpointing 可取 %1，实际为“%2”</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>%1 has no gradient accumulation: it trains with a global batch of %2 (%3 per device × %4 device(s)), not the planned %5 (%6 accumulation steps). Raise the batch per device only if memory allows, or use a script that accumulates.</source>
        <translation>%1 不支持梯度累积：它以全局批次大小 %2（每设备 %3 × %4 个设备）训练，而不是计划的 %5（%6 个累积步）。请仅在内存允许时增大每设备批次大小，或使用支持累积的脚本。</translation>
    </message>
    <message>
        <source>Create the TPU VM</source>
        <translation>创建 TPU VM</translation>
    </message>
    <message>
        <source># %1 in %2, %3</source>
        <translation># %1，位于 %2，%3</translation>
    </message>
    <message>
        <source># Cloud Storage bucket for the data and the saved checkpoints, in the TPU&apos;s region</source>
        <translation># 用于存放数据和已保存检查点的 Cloud Storage 存储桶，位于 TPU 所在区域</translation>
    </message>
    <message>
        <source># Connect, then run one of the training commands below</source>
        <translation># 连接后，运行下面的某条训练命令</translation>
    </message>
    <message>
        <source># READY while it runs, PREEMPTED after a preemption</source>
        <translation># 运行期间为 READY，被抢占后为 PREEMPTED</translation>
    </message>
    <message>
        <source># Delete it when the run ends: a TPU is billed until it is deleted, busy or idle</source>
        <translation># 运行结束后请删除：TPU 在删除之前一直计费，无论忙碌还是空闲</translation>
    </message>
    <message>
        <source>No catalog price names a zone for %1 in %2: %3 is the region&apos;s default zone. Check with gcloud compute tpus accelerator-types list --zone=%3.</source>
        <translation>目录中没有价格为 %2 中的 %1 指定可用区：%3 是该区域的默认可用区。请用 gcloud compute tpus accelerator-types list --zone=%3 确认。</translation>
    </message>
    <message>
        <source>The catalog gives no runtime version for %1: replace RUNTIME_VERSION (gcloud compute tpus versions list --zone=%2).</source>
        <translation>目录未给出 %1 的运行时版本：请替换 RUNTIME_VERSION（gcloud compute tpus versions list --zone=%2）。</translation>
    </message>
    <message>
        <source>%1 is a TensorFlow image (catalog runtime_version); for PyTorch/XLA or JAX choose a base image from gcloud compute tpus versions list --zone=%2.</source>
        <translation>%1 是 TensorFlow 映像（目录中的 runtime_version）；如使用 PyTorch/XLA 或 JAX，请从 gcloud compute tpus versions list --zone=%2 中选择基础映像。</translation>
    </message>
    <message>
        <source>Committed-use prices apply through a commitment bought separately; the create command is the same as on demand.</source>
        <translation>承诺使用价格通过单独购买的承诺生效；创建命令与按需相同。</translation>
    </message>
    <message>
        <source>Preemptible TPUs stop after at most 24 hours and whenever Google needs the capacity: recreate the TPU and resume from the last saved checkpoint.</source>
        <translation>抢占式 TPU 最多运行 24 小时，并且在 Google 需要容量时随时会停止：请重新创建 TPU 并从最后保存的检查点恢复。</translation>
    </message>
    <message>
        <source>Spot TPUs can be stopped at any time (no 24-hour limit): recreate the TPU and resume from the last saved checkpoint.</source>
        <translation>Spot TPU 随时可能被停止（没有 24 小时限制）：请重新创建 TPU 并从最后保存的检查点恢复。</translation>
    </message>
    <message>
        <source>%1 spans %2 hosts: the training command runs on every worker (--worker=all).</source>
        <translation>%1 跨越 %2 台主机：训练命令需在每个工作器上运行（--worker=all）。</translation>
    </message>
    <message>
        <source>Create the GPU VM</source>
        <translation>创建 GPU VM</translation>
    </message>
    <message>
        <source># Delete it when the run ends</source>
        <translation># 运行结束后请删除</translation>
    </message>
    <message>
        <source>IMAGE_FAMILY: a Deep Learning VM image family with your framework (gcloud compute images list --project=deeplearning-platform-release).</source>
        <translation>IMAGE_FAMILY：包含您所用框架的 Deep Learning VM 映像系列（gcloud compute images list --project=deeplearning-platform-release）。</translation>
    </message>
    <message>
        <source>%1 comes with its GPU attached, so the command has no --accelerator flag.</source>
        <translation>%1 自带 GPU，因此命令中没有 --accelerator 参数。</translation>
    </message>
    <message>
        <source>The planner does not know the GCE accelerator name of %1: replace ACCELERATOR_TYPE (gcloud compute accelerator-types list --filter=zone:%2).</source>
        <translation>规划器不知道 %1 在 GCE 中的加速器名称：请替换 ACCELERATOR_TYPE（gcloud compute accelerator-types list --filter=zone:%2）。</translation>
    </message>
    <message>
        <source>Compute Engine offers the V100 with 16 GB only; a 32 GB V100 needs another provider.</source>
        <translation>Compute Engine 只提供 16 GB 版 V100；32 GB 版 V100 需要其他提供商。</translation>
    </message>
    <message>
        <source>%1 is the region&apos;s default zone; check that it offers %2 (gcloud compute accelerator-types list --filter=zone:%1).</source>
        <translation>%1 是该区域的默认可用区；请确认它提供 %2（gcloud compute accelerator-types list --filter=zone:%1）。</translation>
    </message>
    <message>
        <source>Run it on Google Colab</source>
        <translation>在 Google Colab 上运行</translation>
    </message>
    <message>
        <source>Open the notebook in Google Colab and choose Runtime ▸ Change runtime type ▸ TPU (%1 on the free tier).</source>
        <translation>在 Google Colab 中打开笔记本，选择“代码执行程序 ▸ 更改运行时类型 ▸ TPU”（免费版为 %1）。</translation>
    </message>
    <message>
        <source>Keep the TFRecord shards and the saved checkpoints in a Cloud Storage bucket (gs://$BUCKET) and sign in from the notebook: from google.colab import auth; auth.authenticate_user().</source>
        <translation>将 TFRecord 分片和保存的检查点放在 Cloud Storage 存储桶（gs://$BUCKET）中，并在笔记本中登录：from google.colab import auth; auth.authenticate_user()。</translation>
    </message>
    <message>
        <source>A session ends after about %1 h: save a checkpoint every %2 steps to the bucket and resume from the last one in the next session.</source>
        <translation>一个会话约 %1 h 后结束：每 %2 步将检查点保存到存储桶，并在下一个会话中从最后一个检查点恢复。</translation>
    </message>
    <message>
        <source>Run the training command below in a cell, prefixed with !.</source>
        <translation>在单元格中运行下面的训练命令，并加上前缀 !。</translation>
    </message>
    <message>
        <source>Colab needs no gcloud create command; the bucket still costs storage.</source>
        <translation>Colab 不需要 gcloud 创建命令；存储桶仍会产生存储费用。</translation>
    </message>
    <message>
        <source>Pretrain with google-research/bigbird</source>
        <translation>使用 google-research/bigbird 预训练</translation>
    </message>
    <message>
        <source>--train_batch_size is the batch per TPU core; --num_tpu_cores is the number of devices (%1).</source>
        <translation>--train_batch_size 是每个 TPU 核心的批次大小；--num_tpu_cores 是设备数（%1）。</translation>
    </message>
    <message>
        <source>--use_gradient_checkpointing recomputes every layer, more than the planned %1: less memory, a slower step than estimated.</source>
        <translation>--use_gradient_checkpointing 会重计算每一层，多于计划的 %1：内存更少，但每步比估算的更慢。</translation>
    </message>
    <message>
        <source>The bigbird code has no bf16 flag and trains in fp32; the plan assumed %1.</source>
        <translation>bigbird 代码没有 bf16 参数，以 fp32 训练；该方案假设的是 %1。</translation>
    </message>
    <message>
        <source>run_pretraining.py predicts gathered positions (--max_predictions_per_seq); the plan&apos;s head is %1, so %2 (15 % of the sequence) is a suggestion.</source>
        <translation>run_pretraining.py 只预测选取的位置（--max_predictions_per_seq）；该方案的训练头是 %1，因此 %2（序列的 15%）只是建议值。</translation>
    </message>
    <message>
        <source>Set --optimizer to the bigbird name of %1 (bigbird/core/optimization.py).</source>
        <translation>将 --optimizer 设为 %1 在 bigbird 中的名称（bigbird/core/optimization.py）。</translation>
    </message>
    <message>
        <source>--preprocessed_data reads TFRecords that are already tokenized and masked: the script&apos;s NumPy masking (tf.compat.v1.py_func) does not run on Cloud TPU (seed deck, 2021).</source>
        <translation>--preprocessed_data 读取已分词并已掩码的 TFRecord：该脚本基于 NumPy 的掩码（tf.compat.v1.py_func）无法在 Cloud TPU 上运行（参考讲稿，2021）。</translation>
    </message>
    <message>
        <source>--tpu_name=local addresses the TPU of a TPU VM; a TPU Node (or the legacy Colab runtime) takes its name or grpc:// address instead.</source>
        <translation>--tpu_name=local 指向 TPU VM 自身的 TPU；TPU 节点（或旧版 Colab 运行时）则需使用其名称或 grpc:// 地址。</translation>
    </message>
    <message>
        <source>Pretrain with the Hugging Face TensorFlow TPU example</source>
        <translation>使用 Hugging Face TensorFlow TPU 示例预训练</translation>
    </message>
    <message>
        <source>--per_replica_batch_size is the batch per device; the global batch is it × %1 replica(s).</source>
        <translation>--per_replica_batch_size 是每设备的批次大小；全局批次大小为它 × %1 个副本。</translation>
    </message>
    <message>
        <source>--max_length must match the length the TFRecords were written with (prepare_tfrecord_shards.py).</source>
        <translation>--max_length 必须与写入 TFRecord 时使用的长度一致（prepare_tfrecord_shards.py）。</translation>
    </message>
    <message>
        <source>The TensorFlow example has no gradient checkpointing flag: this candidate needs %1, so use the bigbird or PyTorch script, or another candidate.</source>
        <translation>TensorFlow 示例没有梯度检查点参数：此候选配置需要 %1，请改用 bigbird 或 PyTorch 脚本，或选择其他候选配置。</translation>
    </message>
    <message>
        <source>The script counts --num_epochs, not steps: pick the epochs that give %1 steps of %2 sequences.</source>
        <translation>该脚本按 --num_epochs 计数，而不是按步数：请选择能得到 %1 步（每步 %2 个序列）的轮数。</translation>
    </message>
    <message>
        <source>The script saves the model at the end (and pushes to the Hub with --hub_model_id); it has no periodic checkpoint flag, so a preempted run starts over.</source>
        <translation>该脚本在结束时保存模型（并通过 --hub_model_id 推送到 Hub）；它没有定期保存检查点的参数，因此被抢占的运行会从头开始。</translation>
    </message>
    <message>
        <source>TFAutoModelForMaskedLM predicts every position without NSP; the plan&apos;s head differs, so memory can be higher than estimated.</source>
        <translation>TFAutoModelForMaskedLM 预测所有位置且不含 NSP；与该方案的训练头不同，因此内存可能高于估算。</translation>
    </message>
    <message>
        <source>$MODEL_CONFIG: a Hugging Face config name or directory for this architecture.</source>
        <translation>$MODEL_CONFIG：此架构的 Hugging Face 配置名称或配置文件夹。</translation>
    </message>
    <message>
        <source>Fine-tune with the Hugging Face Trainer (PyTorch)</source>
        <translation>使用 Hugging Face Trainer（PyTorch）微调</translation>
    </message>
    <message>
        <source>Pretrain with the Hugging Face Trainer (PyTorch)</source>
        <translation>使用 Hugging Face Trainer（PyTorch）预训练</translation>
    </message>
    <message>
        <source>--per_device_train_batch_size × --gradient_accumulation_steps × %1 device(s) = global batch %2.</source>
        <translation>--per_device_train_batch_size × --gradient_accumulation_steps × %1 个设备 = 全局批次大小 %2。</translation>
    </message>
    <message>
        <source>On TPU the Trainer runs on PyTorch/XLA, launched with one process per device by xla_spawn.py; check the launcher against your torch_xla version.</source>
        <translation>在 TPU 上，Trainer 运行于 PyTorch/XLA，由 xla_spawn.py 为每个设备启动一个进程；请对照您的 torch_xla 版本检查启动器。</translation>
    </message>
    <message>
        <source>--pad_to_max_length and --dataloader_drop_last keep every batch the same shape, so XLA compiles the step once.</source>
        <translation>--pad_to_max_length 和 --dataloader_drop_last 使每个批次形状相同，因此 XLA 只编译一次训练步。</translation>
    </message>
    <message>
        <source>Whether --bf16 casts on XLA depends on the transformers version; PyTorch/XLA&apos;s own switch is the XLA_USE_BF16=1 environment variable (all-bf16).</source>
        <translation>--bf16 在 XLA 上是否生效取决于 transformers 版本；PyTorch/XLA 自身的开关是环境变量 XLA_USE_BF16=1（全部使用 bf16）。</translation>
    </message>
    <message>
        <source>--gradient_checkpointing recomputes every layer, more than the planned %1: less memory, a slower step than estimated.</source>
        <translation>--gradient_checkpointing 会重计算每一层，多于计划的 %1：内存更少，但每步比估算的更慢。</translation>
    </message>
    <message>
        <source>run_mlm.py predicts every position and has no NSP; the plan&apos;s head differs, so memory can be higher than estimated.</source>
        <translation>run_mlm.py 预测所有位置且不含 NSP；与该方案的训练头不同，因此内存可能高于估算。</translation>
    </message>
    <message>
        <source>The Trainer has no --optim value for %1 here: pass the optimizer in code.</source>
        <translation>Trainer 在此没有对应 %1 的 --optim 值：请在代码中传入优化器。</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>lowest expected cost</source>
        <translation>预期成本最低</translation>
    </message>
    <message>
        <source>shortest expected time</source>
        <translation>预期时间最短</translation>
    </message>
    <message>
        <source>balance of cost and time</source>
        <translation>成本与时间平衡</translation>
    </message>
    <message>
        <source>XLA</source>
        <translation>XLA</translation>
    </message>
    <message>
        <source>PyTorch (eager)</source>
        <translation>PyTorch（eager）</translation>
    </message>
    <message>
        <source>TensorFlow (graph)</source>
        <translation>TensorFlow（图模式）</translation>
    </message>
    <message>
        <source>masked LM over every position</source>
        <translation>掩码语言模型（所有位置）</translation>
    </message>
    <message>
        <source>masked LM over %1 gathered positions</source>
        <translation>掩码语言模型（选取的 %1 个位置）</translation>
    </message>
    <message>
        <source>classification, %1 labels</source>
        <translation>分类，%1 个标签</translation>
    </message>
    <message>
        <source>%1 + next-sentence prediction</source>
        <translation>%1 + 下一句预测</translation>
    </message>
    <message>
        <source>Price of %1 in %2 (%3)</source>
        <translation>%1 在 %2 的价格（%3）</translation>
    </message>
    <message>
        <source>%1 per chip × %2 chips = %3</source>
        <translation>每芯片 %1 × %2 个芯片 = %3</translation>
    </message>
    <message>
        <source> (imported from %1 on %2)</source>
        <translation>（于 %2 从 %1 导入）</translation>
    </message>
    <message>
        <source>on demand</source>
        <translation>按需</translation>
    </message>
    <message>
        <source>preemptible</source>
        <translation>抢占式</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>1-year commitment</source>
        <translation>1 年承诺使用</translation>
    </message>
    <message>
        <source>3-year commitment</source>
        <translation>3 年承诺使用</translation>
    </message>
    <message>
        <source>free Colab</source>
        <translation>免费 Colab</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>bf16 mixed</source>
        <translation>bf16 混合</translation>
    </message>
    <message>
        <source>fp16 mixed</source>
        <translation>fp16 混合</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>every layer</source>
        <translation>每一层</translation>
    </message>
    <message>
        <source>every %1 layers</source>
        <translation>每 %1 层</translation>
    </message>
    <message>
        <source>selective (attention)</source>
        <translation>选择性（注意力）</translation>
    </message>
    <message>
        <source>Training plan: %1</source>
        <translation>训练方案：%1</translation>
    </message>
    <message>
        <source>The question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>候选配置</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>每设备内存</translation>
    </message>
    <message>
        <source>Time and cost</source>
        <translation>时间与成本</translation>
    </message>
    <message>
        <source>Preemption</source>
        <translation>抢占</translation>
    </message>
    <message>
        <source>Assumptions and sources</source>
        <translation>假设与来源</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Commands</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>What</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>Stale</source>
        <translation>过时</translation>
    </message>
    <message>
        <source>stale</source>
        <translation>过时</translation>
    </message>
    <message>
        <source>Generated by TPU Planner %1 on %2 (catalog %3).</source>
        <translation>由 TPU Planner %1 于 %2 生成（目录 %3）。</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1 (%2, %3 M parameters)</source>
        <translation>%1（%2，%3 M 参数）</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, %3 heads, intermediate %4, vocabulary %5</source>
        <translation>%1 层，隐藏层 %2，%3 个头，中间层 %4，词表 %5</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>block-sparse (block %1, %2 random blocks)</source>
        <translation>块稀疏（块大小 %1，%2 个随机块）</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>Training head</source>
        <translation>训练头</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个标记</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批次大小</translation>
    </message>
    <message>
        <source>%1 sequences</source>
        <translation>%1 个序列</translation>
    </message>
    <message>
        <source>Run length</source>
        <translation>训练量</translation>
    </message>
    <message>
        <source>%1 steps</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <source>%1 tokens (%2 steps)</source>
        <translation>%1 个标记（%2 步）</translation>
    </message>
    <message>
        <source>%1 epochs of %2 tokens (%3 steps)</source>
        <translation>%1 轮，每轮 %2 个标记（%3 步）</translation>
    </message>
    <message>
        <source>Data in Cloud Storage</source>
        <translation>Cloud Storage 中的数据</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Precisions tried</source>
        <translation>尝试的精度</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>every k layers</source>
        <translation>每 k 层</translation>
    </message>
    <message>
        <source>Checkpointing tried</source>
        <translation>尝试的梯度检查点策略</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>梯度累积</translation>
    </message>
    <message>
        <source>none (the training code cannot accumulate)</source>
        <translation>无（训练代码无法累积）</translation>
    </message>
    <message>
        <source>up to %1 steps</source>
        <translation>最多 %1 步</translation>
    </message>
    <message>
        <source>every slice of %1</source>
        <translation>%1 的所有切片</translation>
    </message>
    <message>
        <source>every TPU slice</source>
        <translation>所有 TPU 切片</translation>
    </message>
    <message>
        <source>%1 and the catalog&apos;s GPUs</source>
        <translation>%1 以及目录中的 GPU</translation>
    </message>
    <message>
        <source>Hardware considered</source>
        <translation>考虑的硬件</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计价方式</translation>
    </message>
    <message>
        <source>Ranked by</source>
        <translation>排序依据</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Memory kept free</source>
        <translation>预留的空闲内存</translation>
    </message>
    <message>
        <source>Preemption assumptions</source>
        <translation>抢占假设</translation>
    </message>
    <message>
        <source>%1 preemptions per hour; saving a checkpoint takes %2 min, a restart %3 min</source>
        <translation>每小时 %1 次抢占；保存检查点需 %2 min，重启需 %3 min</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>Batch × acc.</source>
        <translation>批次 × 累积</translation>
    </message>
    <message>
        <source>Memory/device</source>
        <translation>内存/设备</translation>
    </message>
    <message>
        <source>Expected time</source>
        <translation>预期时间</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Expected cost</source>
        <translation>预期成本</translation>
    </message>
    <message>
        <source>Remarks</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>组成部分</translation>
    </message>
    <message>
        <source>Per device</source>
        <translation>每设备</translation>
    </message>
    <message>
        <source>Share of the device</source>
        <translation>占设备比例</translation>
    </message>
    <message>
        <source>Memory breakdown against the device&apos;s memory</source>
        <translation>内存明细与设备内存对比</translation>
    </message>
    <message>
        <source>Memory against sequence length, with and without checkpointing</source>
        <translation>内存随序列长度的变化（使用与不使用梯度检查点）</translation>
    </message>
    <message>
        <source>Expected cost against expected time, with the Pareto front</source>
        <translation>预期成本与预期时间（含帕累托前沿）</translation>
    </message>
    <message>
        <source>Expected cost under preemption</source>
        <translation>抢占下的预期成本</translation>
    </message>
    <message>
        <source>Prices and hardware include a user catalog: %1.</source>
        <translation>价格和硬件包含自定义目录：%1。</translation>
    </message>
    <message>
        <source>No candidate: nothing in the catalog matches the plan&apos;s hardware, regions and pricing.</source>
        <translation>没有候选配置：目录中没有与该方案的硬件、区域和计价方式匹配的项。</translation>
    </message>
    <message>
        <source>Train on %1 in %2 (%3), %4, %5: expected %6 and %7.</source>
        <translation>在 %2（%3）的 %1 上训练，%4，%5：预期 %6，%7。</translation>
    </message>
    <message>
        <source>no checkpointing</source>
        <translation>不使用梯度检查点</translation>
    </message>
    <message>
        <source>checkpointing %1</source>
        <translation>梯度检查点 %1</translation>
    </message>
    <message>
        <source>%1 in %2 (%3) fits but misses the deadline or the budget: expected %4 and %5.</source>
        <translation>%2（%3）的 %1 可以容纳，但超出截止时间或预算：预期 %4，%5。</translation>
    </message>
    <message>
        <source>%1 does not fit: even a batch of 1 per %2 needs %3, more than the %4 usable.</source>
        <translation>%1 无法容纳：即使每个%2批次为 1 也需要 %3，超过可用的 %4。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>#%1 of %2 listed (%3 evaluated, %4 fit)</source>
        <translation>第 %1 名，共列出 %2 个（已评估 %3 个，可容纳 %4 个）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n device(s) on %2 chip(s) and %3 host(s)</source>
        <translation>
            <numerusform>%1：%n 个设备，分布在 %2 个芯片和 %3 台主机上</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n GPU(s)</source>
        <translation>
            <numerusform>%1：%n 个 GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>%1 (accelerator %2 + host %3 %4)</source>
        <translation>%1（加速器 %2 + 主机 %3 %4）</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>运行时</translation>
    </message>
    <message>
        <source>Batch split</source>
        <translation>批次拆分</translation>
    </message>
    <message>
        <source>%1 per %2 × %3 accumulation step(s) × %4 device(s) = %5</source>
        <translation>每个%2 %1 × %3 个累积步 × %4 个设备 = %5</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 / %2（%3）</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>无法容纳</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>yes: nothing else is both cheaper and faster</source>
        <translation>是：没有其他候选配置既更便宜又更快</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>已选</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>帕累托</translation>
    </message>
    <message>
        <source>misses deadline or budget</source>
        <translation>超出截止时间或预算</translation>
    </message>
    <message>
        <source>stale price</source>
        <translation>价格过时</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>运行时开销</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Memory per %1</source>
        <translation>每个%1的内存</translation>
    </message>
    <message>
        <source>Usable with the safety margin</source>
        <translation>扣除安全余量后可用</translation>
    </message>
    <message>
        <source>Headroom</source>
        <translation>余量</translation>
    </message>
    <message>
        <source>Without checkpointing</source>
        <translation>不使用梯度检查点</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Sequence length in memory</source>
        <translation>内存中的序列长度</translation>
    </message>
    <message>
        <source>%1 tokens (padded to the block size)</source>
        <translation>%1 个标记（已填充到块大小的倍数）</translation>
    </message>
    <message>
        <source>full: the sequence is too short for the block-sparse pattern</source>
        <translation>完全：序列太短，无法使用块稀疏模式</translation>
    </message>
    <message>
        <source>XLA reservation</source>
        <translation>XLA 预留</translation>
    </message>
    <message>
        <source>CUDA context</source>
        <translation>CUDA 上下文</translation>
    </message>
    <message>
        <source>Optimizer steps</source>
        <translation>优化器步数</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>每步用时</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 标记/s</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation</source>
        <translation>模型 FLOPs 利用率</translation>
    </message>
    <message>
        <source>Checkpointing cost</source>
        <translation>梯度检查点开销</translation>
    </message>
    <message>
        <source>+%1 step time (recomputation)</source>
        <translation>每步用时 +%1（重计算）</translation>
    </message>
    <message>
        <source>Compute time</source>
        <translation>计算时间</translation>
    </message>
    <message>
        <source>Saving checkpoints</source>
        <translation>保存检查点</translation>
    </message>
    <message>
        <source>Expected wall time</source>
        <translation>预期总耗时</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>Host VM</source>
        <translation>主机 VM</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>存储</translation>
    </message>
    <message>
        <source>%1 (data %2 GiB + 2 saved checkpoints of %3 GiB)</source>
        <translation>%1（数据 %2 GiB + 2 个已保存的检查点，每个 %3 GiB）</translation>
    </message>
    <message>
        <source>Cost without interruptions</source>
        <translation>无中断时的成本</translation>
    </message>
    <message>
        <source>Interruptible</source>
        <translation>可中断</translation>
    </message>
    <message>
        <source>yes (%1)</source>
        <translation>是（%1）</translation>
    </message>
    <message>
        <source>no (%1)</source>
        <translation>否（%1）</translation>
    </message>
    <message>
        <source>Preemption rate</source>
        <translation>抢占率</translation>
    </message>
    <message>
        <source>%1 per hour (set in the plan)</source>
        <translation>每小时 %1 次（在方案中设定）</translation>
    </message>
    <message>
        <source>Save a checkpoint every</source>
        <translation>检查点保存间隔</translation>
    </message>
    <message>
        <source>%1 (about %2 steps; Young/Daly optimum)</source>
        <translation>%1（约 %2 步；Young/Daly 最优值）</translation>
    </message>
    <message>
        <source>Expected preemptions</source>
        <translation>预期抢占次数</translation>
    </message>
    <message>
        <source>Expected lost work</source>
        <translation>预期损失的工作量</translation>
    </message>
    <message>
        <source>Forced restarts (time limit)</source>
        <translation>强制重启（时间上限）</translation>
    </message>
    <message>
        <source>%1 instead of %2</source>
        <translation>用 %1 代替 %2</translation>
    </message>
    <message>
        <source>Wall time P10 / P50 / P90</source>
        <translation>总耗时 P10 / P50 / P90</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>Cost P10 / P50 / P90</source>
        <translation>成本 P10 / P50 / P90</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>%1 seeded runs (seed %2)</source>
        <translation>%1 次带种子的模拟运行（种子 %2）</translation>
    </message>
    <message>
        <source>Host VM %1 in %2 (%3)</source>
        <translation>%2（%3）的主机 VM %1</translation>
    </message>
    <message>
        <source>Cloud Storage (standard)</source>
        <translation>Cloud Storage（标准）</translation>
    </message>
    <message>
        <source>%1 per GiB-month (a month is %2 h)</source>
        <translation>每 GiB·月 %1（一个月按 %2 h 计）</translation>
    </message>
    <message>
        <source>set in the plan</source>
        <translation>在方案中设定</translation>
    </message>
    <message>
        <source>docs/time-model.md</source>
        <translation>docs/time-model.md</translation>
    </message>
    <message>
        <source>Peak bf16 of %1</source>
        <translation>%1 的 bf16 峰值</translation>
    </message>
    <message>
        <source>%1 TFLOPS per chip</source>
        <translation>每芯片 %1 TFLOPS</translation>
    </message>
    <message>
        <source>Memory per device of %1</source>
        <translation>%1 的每设备内存</translation>
    </message>
    <message>
        <source>%1 GiB HBM, %2 MiB reserved by XLA</source>
        <translation>%1 GiB HBM，XLA 预留 %2 MiB</translation>
    </message>
    <message>
        <source>Peak of %1</source>
        <translation>%1 的峰值</translation>
    </message>
    <message>
        <source>%1 TFLOPS 16-bit, %2 TFLOPS fp32</source>
        <translation>16 位 %1 TFLOPS，fp32 %2 TFLOPS</translation>
    </message>
    <message>
        <source>Memory of %1</source>
        <translation>%1 的内存</translation>
    </message>
    <message>
        <source>%1, CUDA context %2 MiB</source>
        <translation>%1，CUDA 上下文 %2 MiB</translation>
    </message>
    <message>
        <source>Preemption rate (preemptible, spot, Colab)</source>
        <translation>抢占率（抢占式、Spot、Colab）</translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation>每小时 %1 次</translation>
    </message>
    <message>
        <source>Time to save a checkpoint / to restart</source>
        <translation>保存检查点 / 重启所需时间</translation>
    </message>
    <message>
        <source>%1 min / %2 min</source>
        <translation>%1 min / %2 min</translation>
    </message>
    <message>
        <source>Maximum run time of a preemptible machine</source>
        <translation>抢占式机器的最长运行时间</translation>
    </message>
    <message>
        <source>Session limit of %1</source>
        <translation>%1 的会话时长上限</translation>
    </message>
    <message>
        <source>Architecture of %1</source>
        <translation>%1 的架构</translation>
    </message>
    <message>
        <source>%1 M parameters</source>
        <translation>%1 M 参数</translation>
    </message>
    <message>
        <source>Memory model</source>
        <translation>内存模型</translation>
    </message>
    <message>
        <source>runtime profile %1, %2 kept free</source>
        <translation>运行时配置 %1，预留空闲 %2</translation>
    </message>
    <message>
        <source>docs/memory-model.md</source>
        <translation>docs/memory-model.md</translation>
    </message>
    <message>
        <source>A price is stale when older than</source>
        <translation>价格超过此时长即视为过时</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>TPU Planner</source>
        <translation>TPU Planner</translation>
    </message>
    <message>
        <source>The price of %1 in %2 (%3) dates from %4 (%5), more than %6 months ago: check the current price before you rely on the cost.</source>
        <translation>%1 在 %2（%3）的价格日期为 %4（%5），已超过 %6 个月：在依赖该成本之前，请核实当前价格。</translation>
    </message>
    <message>
        <source>an unknown date</source>
        <translation>未知日期</translation>
    </message>
    <message>
        <source>The host VM price (%1, %2) is more than %3 months old.</source>
        <translation>主机 VM 价格（%1，%2）已超过 %3 个月。</translation>
    </message>
    <message>
        <source>The catalog has no price for the host VM %1: the cost leaves it out.</source>
        <translation>目录中没有主机 VM %1 的价格：成本未计入该项。</translation>
    </message>
    <message numerus="yes">
        <source>%n other listed offering(s) use prices more than %1 months old.</source>
        <translation>
            <numerusform>列出的其他 %n 个报价项使用的价格已超过 %1 个月。</numerusform>
        </translation>
    </message>
    <message>
        <source>This report shows candidate #%1; the planner ranks %2 first by %3.</source>
        <translation>本报告展示的是第 %1 号候选配置；按%3，规划器将 %2 排在首位。</translation>
    </message>
    <message>
        <source>The run is longer than the %1 h a preemptible machine may run: expect %2 forced restart(s) from the last saved checkpoint.</source>
        <translation>运行时长超过抢占式机器可运行的 %1 h：预计会从最后保存的检查点强制重启 %2 次。</translation>
    </message>
    <message>
        <source>The run needs %1 sessions of at most %2 h: resume each from a saved checkpoint.</source>
        <translation>运行需要 %1 个会话，每个最多 %2 h：每次都从已保存的检查点恢复。</translation>
    </message>
    <message>
        <source>Zone</source>
        <translation>可用区</translation>
    </message>
    <message>
        <source>%1 (the region&apos;s default zone)</source>
        <translation>%1（该区域的默认可用区）</translation>
    </message>
    <message>
        <source>PDF export needs the report renderer running in a GUI application (QGuiApplication)</source>
        <translation>PDF 导出需要在 GUI 应用程序（QGuiApplication）中运行报告渲染器</translation>
    </message>
    <message>
        <source>cannot start the PDF writer</source>
        <translation>无法启动 PDF 写入器</translation>
    </message>
    <message>
        <source>the PDF writer produced no output</source>
        <translation>PDF 写入器没有产生输出</translation>
    </message>
    <message>
        <source>%1: unknown report format (use .pdf, .html, .md, .csv or .json)</source>
        <translation>%1：未知的报告格式（请使用 .pdf、.html、.md、.csv 或 .json）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: cannot write the report: %2</source>
        <translation>%1：无法写入报告：%2</translation>
    </message>
    <message>
        <source>calendar-mode reservation</source>
        <translation>日历模式预留</translation>
    </message>
    <message>
        <source>flex-start</source>
        <translation>灵活启动</translation>
    </message>
    <message>
        <source>%1 GiB HBM, %2 GiB usable (%3)</source>
        <translation>HBM %1 GiB，可用 %2 GiB（%3）</translation>
    </message>
    <message>
        <source>set in the plan; Google publishes no preemption rate (https://cloud.google.com/compute/docs/instances/preemptible: &quot;generally low, but might vary&quot;)</source>
        <translation>在方案中设定；Google 未公布抢占率（https://cloud.google.com/compute/docs/instances/preemptible：“generally low, but might vary”）</translation>
    </message>
    <message>
        <source>Train with MaxText (JAX)</source>
        <translation>使用 MaxText（JAX）训练</translation>
    </message>
    <message>
        <source># On the TPU VM: git clone https://github.com/AI-Hypercomputer/maxtext, then install it</source>
        <translation># 在 TPU VM 上：git clone https://github.com/AI-Hypercomputer/maxtext，然后安装</translation>
    </message>
    <message>
        <source>per_device_batch_size × gradient_accumulation_steps × %1 device(s) = global batch %2.</source>
        <translation>per_device_batch_size × gradient_accumulation_steps × %1 个设备 = 全局批次大小 %2。</translation>
    </message>
    <message>
        <source>MaxText has no model config for %1: the base_* flags set its shape on the Llama-2 decoder block, which has no q/k/v biases, learned positions or tied embeddings; check them against the model.</source>
        <translation>MaxText 没有 %1 的模型配置：base_* 标志在 Llama-2 解码器块上设置其形状，该块没有 q/k/v 偏置、可学习位置或共享嵌入；请对照模型检查这些设置。</translation>
    </message>
    <message>
        <source>MaxText&apos;s train.py trains every weight: it has no LoRA. The plan&apos;s %1 needs far less memory than this command; run it with a PEFT-capable trainer, or plan with --finetune full for this command.</source>
        <translation>MaxText 的 train.py 会训练所有权重：它不支持 LoRA。方案中的 %1 所需内存远少于此命令；请使用支持 PEFT 的训练器运行，或以 --finetune full 规划此命令。</translation>
    </message>
    <message>
        <source>To fine-tune rather than pretrain, add load_parameters_path= with a checkpoint converted to MaxText&apos;s format.</source>
        <translation>若要微调而不是预训练，请添加 load_parameters_path=，指向已转换为 MaxText 格式的检查点。</translation>
    </message>
    <message>
        <source>MaxText has no policy for the planned %1: remat_policy=full recomputes more, so the step is slower than estimated.</source>
        <translation>MaxText 没有与规划的 %1 对应的策略：remat_policy=full 重计算更多，因此每步比估算更慢。</translation>
    </message>
    <message>
        <source>dtype is the activations&apos; type and weight_dtype the stored weights&apos; and optimizer states&apos; type: bfloat16 with float32 weights is the plan&apos;s bf16 mixed.</source>
        <translation>dtype 是激活值的类型，weight_dtype 是所存储权重和优化器状态的类型：bfloat16 配合 float32 权重即方案中的 bf16 混合精度。</translation>
    </message>
    <message>
        <source>num_vocab_tiling splits the output projection and the loss into %1 tiles over the tokens, as the plan&apos;s loss chunks do.</source>
        <translation>num_vocab_tiling 将输出投影和损失按标记分成 %1 块，与方案中的损失分块相同。</translation>
    </message>
    <message>
        <source>$DATASET_PATH, $TOKENIZER_PATH and $RUN_NAME are yours to set; dataset_type (tfds, hf, grain) selects how dataset_path is read.</source>
        <translation>$DATASET_PATH、$TOKENIZER_PATH 和 $RUN_NAME 需要您自行设置；dataset_type（tfds、hf、grain）决定如何读取 dataset_path。</translation>
    </message>
    <message>
        <source>Fine-tune with torchtune (PyTorch)</source>
        <translation>使用 torchtune（PyTorch）微调</translation>
    </message>
    <message>
        <source># pip install torchtune; tune download %1 --output-dir $CHECKPOINT_DIR</source>
        <translation># pip install torchtune; tune download %1 --output-dir $CHECKPOINT_DIR</translation>
    </message>
    <message>
        <source>torchtune because it has a single-device %1 recipe and config for this model; the Hugging Face Trainer would need the LoRA set up in code.</source>
        <translation>选择 torchtune，是因为它为此模型提供了单设备 %1 的 recipe 和配置；Hugging Face Trainer 则需要在代码中设置 LoRA。</translation>
    </message>
    <message>
        <source>batch_size × gradient_accumulation_steps = global batch %1 on one GPU.</source>
        <translation>batch_size × gradient_accumulation_steps = 单个 GPU 上的全局批次大小 %1。</translation>
    </message>
    <message>
        <source>dtype=bf16 trains in pure bf16 (torchtune has no mixed precision): weights, gradients and optimizer states take less memory than the plan&apos;s bf16 mixed.</source>
        <translation>dtype=bf16 以纯 bf16 训练（torchtune 没有混合精度）：权重、梯度和优化器状态占用的内存少于方案中的 bf16 混合精度。</translation>
    </message>
    <message>
        <source>torchtune&apos;s configs compute the loss in chunks (CEWithChunkedOutputLoss): the logits take less memory than the plan assumes without --loss-chunks.</source>
        <translation>torchtune 的配置分块计算损失（CEWithChunkedOutputLoss）：logits 占用的内存少于方案在不使用 --loss-chunks 时的假设。</translation>
    </message>
    <message>
        <source>torchtune&apos;s chunked loss (CEWithChunkedOutputLoss) uses 8 chunks; the plan assumed %1.</source>
        <translation>torchtune 的分块损失（CEWithChunkedOutputLoss）使用 8 个块；方案假设为 %1。</translation>
    </message>
    <message>
        <source>torchtune runs attention through PyTorch&apos;s scaled_dot_product_attention, which picks a flash kernel where it can; the plan assumed eager attention.</source>
        <translation>torchtune 通过 PyTorch 的 scaled_dot_product_attention 计算注意力，会尽可能选用 flash 内核；方案假设的是 eager 注意力。</translation>
    </message>
    <message>
        <source>enable_activation_checkpointing recomputes every layer, more than the planned %1: less memory, a slower step than estimated.</source>
        <translation>enable_activation_checkpointing 会重计算每一层，多于规划的 %1：内存更少，但每步比估算更慢。</translation>
    </message>
    <message>
        <source>The dataset is the config&apos;s (dataset._component_); override it with your own.</source>
        <translation>数据集使用配置中的（dataset._component_）；请用您自己的数据集覆盖。</translation>
    </message>
    <message>
        <source>Train with the Hugging Face Trainer (PyTorch)</source>
        <translation>使用 Hugging Face Trainer（PyTorch）训练</translation>
    </message>
    <message>
        <source>The Hugging Face Trainer because torchtune has no single-GPU config for this model and mode (or the plan uses fp16).</source>
        <translation>选择 Hugging Face Trainer，是因为 torchtune 没有适用于此模型和模式的单 GPU 配置（或方案使用 fp16）。</translation>
    </message>
    <message>
        <source>run_clm.py has no attention flag: load the model with attn_implementation=&quot;%1&quot; (from_pretrained) to get the planned %2.</source>
        <translation>run_clm.py 没有注意力标志：请用 attn_implementation=&quot;%1&quot; 加载模型（from_pretrained），以获得规划的 %2。</translation>
    </message>
    <message>
        <source>run_clm.py trains every weight. For %1 wrap the model with PEFT: LoraConfig(r=%2, lora_alpha=%3, target_modules=[%4], task_type=&quot;CAUSAL_LM&quot;)%5.</source>
        <translation>run_clm.py 会训练所有权重。若要使用 %1，请用 PEFT 包装模型：LoraConfig(r=%2, lora_alpha=%3, target_modules=[%4], task_type=&quot;CAUSAL_LM&quot;)%5。</translation>
    </message>
    <message>
        <source>The Trainer computes the loss over the whole logits; the plan&apos;s %1 loss chunks need a fused or chunked cross-entropy (for example Liger Kernel: --use_liger_kernel).</source>
        <translation>Trainer 在完整的 logits 上计算损失；方案中的 %1 个损失分块需要融合或分块的交叉熵（例如 Liger Kernel：--use_liger_kernel）。</translation>
    </message>
    <message>
        <source>causal LM (next token at every position)</source>
        <translation>因果语言模型（在每个位置预测下一个标记）</translation>
    </message>
    <message>
        <source>auto (flash where the hardware runs it, eager otherwise)</source>
        <translation>auto（硬件支持时使用 flash，否则使用 eager）</translation>
    </message>
    <message>
        <source>eager (the s × s scores are stored)</source>
        <translation>eager（存储 s × s 分数）</translation>
    </message>
    <message>
        <source>flash (no s × s scores)</source>
        <translation>flash（不存储 s × s 分数）</translation>
    </message>
    <message>
        <source>bf16 (weights, gradients and optimizer states)</source>
        <translation>bf16（权重、梯度和优化器状态）</translation>
    </message>
    <message>
        <source>MaxText %1</source>
        <translation>MaxText %1</translation>
    </message>
    <message>
        <source>the query and value projections</source>
        <translation>查询和值投影</translation>
    </message>
    <message>
        <source>every linear layer</source>
        <translation>所有线性层</translation>
    </message>
    <message>
        <source>full (every weight trains)</source>
        <translation>全量（训练所有权重）</translation>
    </message>
    <message>
        <source>LoRA rank %1 on %2 (frozen base weights)</source>
        <translation>LoRA 秩 %1，作用于%2（基座权重冻结）</translation>
    </message>
    <message>
        <source>QLoRA: 4-bit NF4 base, LoRA rank %1 on %2</source>
        <translation>QLoRA：4 位 NF4 基座，LoRA 秩 %1，作用于%2</translation>
    </message>
    <message>
        <source>Model kind</source>
        <translation>模型种类</translation>
    </message>
    <message>
        <source>decoder (causal language model)</source>
        <translation>解码器（因果语言模型）</translation>
    </message>
    <message>
        <source>%1 (embeddings %2, layers %3, head %4)</source>
        <translation>%1（嵌入 %2，层 %3，头 %4）</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>注意力内核</translation>
    </message>
    <message>
        <source>Loss chunks</source>
        <translation>损失分块数</translation>
    </message>
    <message>
        <source>none (the logits of the whole batch at once)</source>
        <translation>无（一次计算整个批次的 logits）</translation>
    </message>
    <message>
        <source>%1 (chunked cross-entropy: one chunk of logits at a time)</source>
        <translation>%1（分块交叉熵：每次一个块的 logits）</translation>
    </message>
    <message>
        <source>bf16 pure</source>
        <translation>纯 bf16</translation>
    </message>
    <message>
        <source>of which frozen base weights</source>
        <translation>其中冻结的基座权重</translation>
    </message>
    <message>
        <source>of which adapters (weights, gradients, optimizer states)</source>
        <translation>其中适配器（权重、梯度、优化器状态）</translation>
    </message>
    <message>
        <source>of which logits of the causal-LM head</source>
        <translation>其中 causal-LM 训练头的 logits</translation>
    </message>
    <message>
        <source>Adapters</source>
        <translation>适配器</translation>
    </message>
    <message>
        <source>%1 parameters: weights %2, gradients %3, optimizer states %4</source>
        <translation>%1 个参数：权重 %2，梯度 %3，优化器状态 %4</translation>
    </message>
    <message>
        <source>Logits of the causal-LM head</source>
        <translation>causal-LM 训练头的 logits</translation>
    </message>
    <message>
        <source>Dequantisation buffer (QLoRA)</source>
        <translation>反量化缓冲区（QLoRA）</translation>
    </message>
    <message>
        <source># ACTIVE once every slice is up</source>
        <translation># 所有切片就绪后为 ACTIVE</translation>
    </message>
    <message>
        <source>The mesh is %1 (%2): ici_* parallelisms multiply to the %3 chips of one slice, dcn_data_parallelism is the number of slices.</source>
        <translation>网格为 %1（%2）：各 ici_* 并行度之积等于一个切片的 %3 个芯片，dcn_data_parallelism 为切片数。</translation>
    </message>
    <message>
        <source>MaxText shards the weights, gradients and optimizer states over the fsdp axis together: the planned %1 runs as FSDP, with less memory and more all-gather traffic than estimated.</source>
        <translation>MaxText 沿 fsdp 轴同时分片权重、梯度和优化器状态：计划的 %1 将以 FSDP 方式运行，内存比估算的少，all-gather 流量比估算的多。</translation>
    </message>
    <message>
        <source>remat_policy=custom with decoder_layer_input=offload keeps each layer&apos;s input in host memory and recomputes the rest, as the v6e-8 Llama 3.1 recipes do.</source>
        <translation>remat_policy=custom 并设置 decoder_layer_input=offload 时，每层的输入保存在主机内存中，其余部分重计算，与 v6e-8 的 Llama 3.1 配方相同。</translation>
    </message>
    <message>
        <source>Multislice: the gcloud commands above create the %1 slices as one queued resource; run this command on every worker of every slice.</source>
        <translation>Multislice：上面的 gcloud 命令将 %1 个切片作为一个排队资源创建；请在每个切片的每个 worker 上运行此命令。</translation>
    </message>
    <message>
        <source>Check the fit with the MaxText compiler before renting</source>
        <translation>租用前用 MaxText 编译器检查能否容纳</translation>
    </message>
    <message>
        <source># On any machine with MaxText and jax[tpu] installed (a CPU VM will do): no TPU is needed</source>
        <translation># 在任何安装了 MaxText 和 jax[tpu] 的机器上（CPU VM 即可）：无需 TPU</translation>
    </message>
    <message>
        <source>It compiles the training step for %1 × %2 and stops with an out-of-memory error where the program does not fit the chips&apos; memory: run it before creating the TPU.</source>
        <translation>它为 %1 × %2 编译训练步，若程序超出芯片内存，则以内存不足错误停止：请在创建 TPU 之前运行。</translation>
    </message>
    <message>
        <source>MaxText&apos;s train_compile.py knows the topologies of v4, v5e, v5p and v6e; check that it accepts %1.</source>
        <translation>MaxText 的 train_compile.py 支持 v4、v5e、v5p 和 v6e 的拓扑；请检查它是否接受 %1。</translation>
    </message>
    <message>
        <source># On each of the %1 nodes (NODE_RANK 0 to %2; MASTER_ADDR is node 0&apos;s address)</source>
        <translation># 在 %1 个节点的每一个上（NODE_RANK 为 0 到 %2；MASTER_ADDR 为节点 0 的地址）</translation>
    </message>
    <message>
        <source># On the VM, one process per GPU (%1 GPUs)</source>
        <translation># 在 VM 上，每个 GPU 一个进程（%1 个 GPU）</translation>
    </message>
    <message>
        <source>The Hugging Face Trainer with DeepSpeed ZeRO stage %1 (ds_config.json above) over %2 GPUs: the planned %3.</source>
        <translation>Hugging Face Trainer 配合 DeepSpeed ZeRO stage %1（上面的 ds_config.json），使用 %2 个 GPU：即计划的 %3。</translation>
    </message>
    <message>
        <source>The Hugging Face Trainer runs PyTorch DDP under torchrun: every GPU holds a full replica.</source>
        <translation>Hugging Face Trainer 在 torchrun 下运行 PyTorch DDP：每个 GPU 都保存一份完整副本。</translation>
    </message>
    <message>
        <source>The same with PyTorch FSDP instead of DeepSpeed: --fsdp &quot;full_shard auto_wrap&quot; with fsdp_config transformer_layer_cls_to_wrap set to the decoder layer class (sharding_strategy FULL_SHARD, auto_wrap_policy transformer_auto_wrap_policy)%1.</source>
        <translation>用 PyTorch FSDP 代替 DeepSpeed 时同理：--fsdp &quot;full_shard auto_wrap&quot;，并将 fsdp_config 的 transformer_layer_cls_to_wrap 设为解码器层类（sharding_strategy FULL_SHARD，auto_wrap_policy transformer_auto_wrap_policy）%1。</translation>
    </message>
    <message>
        <source>, and --fsdp &quot;full_shard auto_wrap offload&quot; for cpu_offload</source>
        <translation>，并用 --fsdp &quot;full_shard auto_wrap offload&quot; 启用 cpu_offload</translation>
    </message>
    <message>
        <source>DeepSpeed offloads parameters only under ZeRO-3 (offload_param): under stage %1 they stay on the GPU.</source>
        <translation>DeepSpeed 仅在 ZeRO-3 下卸载参数（offload_param）：在 stage %1 下参数保留在 GPU 上。</translation>
    </message>
    <message>
        <source>Neither the Trainer nor DeepSpeed ZeRO moves activations to the host: the planned activation offload needs the model&apos;s checkpointing to offload (for example torch.autograd.graph.save_on_cpu); without it the activations stay on the GPU.</source>
        <translation>Trainer 和 DeepSpeed ZeRO 都不会将激活值移至主机：计划的激活值卸载需要模型的检查点机制执行卸载（例如 torch.autograd.graph.save_on_cpu）；否则激活值保留在 GPU 上。</translation>
    </message>
    <message>
        <source>Tensor parallelism of %1: the Trainer and ZeRO do not split layers; run it with a framework that does (Megatron-LM --tensor-model-parallel-size %1, torchtitan tensor_parallel_degree=%1).</source>
        <translation>张量并行度 %1：Trainer 和 ZeRO 不会拆分层；请使用支持拆分的框架运行（Megatron-LM --tensor-model-parallel-size %1，torchtitan tensor_parallel_degree=%1）。</translation>
    </message>
    <message>
        <source>%1 GPUs span %2 nodes of %3: the gradient and weight traffic between nodes runs over the network, slower than NVLink.</source>
        <translation>%1 个 GPU 跨越 %2 个 %3 节点：节点间的梯度和权重流量经由网络传输，比 NVLink 慢。</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO configuration</source>
        <translation>DeepSpeed ZeRO 配置</translation>
    </message>
    <message>
        <source>ZeRO stage %1 shards %2 over the %3 GPUs.</source>
        <translation>ZeRO stage %1 将%2分片到 %3 个 GPU 上。</translation>
    </message>
    <message>
        <source>the optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>the optimizer states and gradients</source>
        <translation>优化器状态和梯度</translation>
    </message>
    <message>
        <source>the optimizer states, gradients and parameters</source>
        <translation>优化器状态、梯度和参数</translation>
    </message>
    <message>
        <source>mics_shard_size=%1 shards the states within groups of %1 GPUs and replicates them across the %2 groups, as the planned mesh does (MiCS; PyTorch FSDP calls it HYBRID_SHARD).</source>
        <translation>mics_shard_size=%1 在每组 %1 个 GPU 内分片状态，并在 %2 个组之间复制，与计划的网格一致（MiCS；PyTorch FSDP 称之为 HYBRID_SHARD）。</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO stage %1 shards over all the GPUs, not groups of %2 as planned: less memory per GPU, more communication than estimated.</source>
        <translation>DeepSpeed ZeRO stage %1 在所有 GPU 上分片，而不是按计划以每组 %2 个分片：每个 GPU 的内存比估算的少，通信比估算的多。</translation>
    </message>
    <message>
        <source>Offloading to the CPU needs DeepSpeed&apos;s CPU Adam (built on first use) and host memory for what is offloaded.</source>
        <translation>卸载到 CPU 需要 DeepSpeed 的 CPU Adam（首次使用时构建），以及容纳卸载内容的主机内存。</translation>
    </message>
    <message>
        <source>This script keeps a full replica on every device: it does not run the planned %1 (%2) or its host offload, so it needs more memory per device than estimated.</source>
        <translation>此脚本在每个设备上保存一份完整副本：它不执行计划的 %1（%2）及其主机卸载，因此每设备所需内存比估算的多。</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>communication</source>
        <translation>通信</translation>
    </message>
    <message>
        <source>host transfer</source>
        <translation>主机传输</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>计算受限</translation>
    </message>
    <message>
        <source>communication-bound</source>
        <translation>通信受限</translation>
    </message>
    <message>
        <source>host-transfer-bound</source>
        <translation>主机传输受限</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>分片</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n device(s), mesh %2</source>
        <translation>
            <numerusform>%1，分布于 %n 个设备，网格 %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Host offload</source>
        <translation>主机卸载</translation>
    </message>
    <message>
        <source>%1; offload: %2</source>
        <translation>%1；卸载：%2</translation>
    </message>
    <message>
        <source>Sharding buffers (gathered weights, communication buffers)</source>
        <translation>分片缓冲区（聚合的权重、通信缓冲区）</translation>
    </message>
    <message>
        <source>A full replica&apos;s model states</source>
        <translation>完整副本的模型状态</translation>
    </message>
    <message>
        <source>%1 per device without sharding (weights, gradients and optimizer states); %2 with %3</source>
        <translation>不分片时每设备 %1（权重、梯度和优化器状态）；使用 %3 时为 %2</translation>
    </message>
    <message>
        <source>Sharding buffers</source>
        <translation>分片缓冲区</translation>
    </message>
    <message numerus="yes">
        <source>%1: gathered weights of %n layer(s) %2, communication buffers %3</source>
        <translation>
            <numerusform>%1：聚合的 %n 层权重 %2，通信缓冲区 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Moved to the host</source>
        <translation>移至主机</translation>
    </message>
    <message>
        <source>%1 per device (optimizer states %2, parameters %3, activations %4)</source>
        <translation>每设备 %1（优化器状态 %2，参数 %3，激活值 %4）</translation>
    </message>
    <message>
        <source>Host memory per host</source>
        <translation>每台主机的主机内存</translation>
    </message>
    <message>
        <source>nothing offloaded (%1 host RAM)</source>
        <translation>未卸载（主机 RAM %1）</translation>
    </message>
    <message>
        <source>nothing offloaded</source>
        <translation>未卸载</translation>
    </message>
    <message>
        <source>%1 of %2 host RAM (%3)</source>
        <translation>%1，主机 RAM 共 %2（%3）</translation>
    </message>
    <message>
        <source>%1 (the catalog gives no host RAM: not checked)</source>
        <translation>%1（目录中没有主机 RAM：未检查）</translation>
    </message>
    <message>
        <source>Compute per step</source>
        <translation>每步计算</translation>
    </message>
    <message>
        <source>Communication per step</source>
        <translation>每步通信</translation>
    </message>
    <message>
        <source>%1 s (gradient sync %2 s, weight gathers %3 s, tensor parallel %4 s, across slices %5 s)</source>
        <translation>%1 s（梯度同步 %2 s，权重聚合 %3 s，张量并行 %4 s，跨切片 %5 s）</translation>
    </message>
    <message>
        <source>; a link the mesh needs is not in the catalog</source>
        <translation>；目录中缺少该网格所需的某条链路</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>未隐藏的通信</translation>
    </message>
    <message>
        <source>%1 s (what compute does not hide)</source>
        <translation>%1 s（未被计算隐藏的部分）</translation>
    </message>
    <message>
        <source>Host transfers per step</source>
        <translation>每步主机传输</translation>
    </message>
    <message>
        <source>%1 s over PCIe</source>
        <translation>%1 s（经由 PCIe）</translation>
    </message>
    <message>
        <source>Step bound by</source>
        <translation>训练步瓶颈</translation>
    </message>
    <message>
        <source>%1 (%2 tokens per device and step; the weights&apos; traffic hides behind compute above %3)</source>
        <translation>%1（每设备每步 %2 个标记；超过 %3 时权重流量被计算隐藏）</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>%1 (matmuls at %2 of the peak)</source>
        <translation>%1（矩阵乘法达到峰值的 %2）</translation>
    </message>
    <message>
        <source>Matmuls</source>
        <translation>矩阵乘法</translation>
    </message>
    <message>
        <source>%1 (bound by reading the weights from HBM)</source>
        <translation>%1（受限于从 HBM 读取权重）</translation>
    </message>
    <message>
        <source>Memory-bound work</source>
        <translation>访存受限运算</translation>
    </message>
    <message>
        <source>Optimizer update</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <source>Matrix-unit padding</source>
        <translation>矩阵单元填充</translation>
    </message>
    <message>
        <source>%1 of the above (dimensions padded to multiples of %2)</source>
        <translation>上述各项中占 %1（维度填充到 %2 的倍数）</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>%1 of the above (checkpointing)</source>
        <translation>上述各项中占 %1（梯度检查点）</translation>
    </message>
    <message>
        <source>expected wall time %1–%2, expected cost %3–%4 (every step at the low or the high end of the band)</source>
        <translation>预期总耗时 %1–%2，预期成本 %3–%4（每步均取区间的下限或上限）</translation>
    </message>
    <message>
        <source>expected wall time %1–%2 (every step at the low or the high end of the band)</source>
        <translation>预期总耗时 %1–%2（每步均取区间的下限或上限）</translation>
    </message>
    <message>
        <source>The P10–P90 above is the spread of the preemptions alone.</source>
        <translation>上面的 P10–P90 仅为抢占造成的分布范围。</translation>
    </message>
    <message>
        <source>With the time model&apos;s band</source>
        <translation>计入时间模型的区间</translation>
    </message>
    <message>
        <source>Efficiency of %1 with %2</source>
        <translation>%1 在 %2 下的效率</translation>
    </message>
    <message>
        <source>FLOPs counted in the MFU</source>
        <translation>MFU 计入的 FLOPs</translation>
    </message>
    <message>
        <source>MaxText (the FLOPs its training log prints)</source>
        <translation>MaxText（其训练日志打印的 FLOPs）</translation>
    </message>
    <message>
        <source>No published training run on %1 calibrates the time model: its efficiency is assumed from the TPU generations that have runs, so the time and cost are less certain than the band says.</source>
        <translation>没有 %1 上的已公开训练运行可用于校准时间模型：其效率是根据有运行数据的 TPU 代次推定的，因此时间和成本的不确定性比区间所示更大。</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <source>LAMB</source>
        <translation>LAMB</translation>
    </message>
    <message>
        <source>8-bit AdamW (bitsandbytes, torchao)</source>
        <translation>8 位 AdamW（bitsandbytes、torchao）</translation>
    </message>
    <message>
        <source>on the device: %1</source>
        <translation>保留在设备上：%1</translation>
    </message>
    <message>
        <source>offloaded to the host: %1</source>
        <translation>卸载到主机：%1</translation>
    </message>
    <message>
        <source>the rest recomputed</source>
        <translation>其余部分重计算</translation>
    </message>
    <message>
        <source>nothing recomputed</source>
        <translation>不重计算任何部分</translation>
    </message>
    <message>
        <source>loss in %1 chunks (search lever)</source>
        <translation>损失分 %1 块计算（由搜索选用）</translation>
    </message>
    <message>
        <source>%1 (search lever)</source>
        <translation>%1（由搜索选用）</translation>
    </message>
    <message>
        <source>selective (torchtitan op-level)</source>
        <translation>选择性（torchtitan 算子级）</translation>
    </message>
    <message>
        <source>custom placement (%1)</source>
        <translation>自定义放置（%1）</translation>
    </message>
    <message>
        <source>layer inputs kept</source>
        <translation>保留层输入</translation>
    </message>
    <message>
        <source>Activations offloaded by checkpointing</source>
        <translation>由梯度检查点卸载的激活值</translation>
    </message>
    <message>
        <source>%1 per device in host memory (the placement&apos;s offloaded tensors), outside the device total</source>
        <translation>每设备 %1 位于主机内存中（该放置方式卸载的张量），不计入设备总计</translation>
    </message>
    <message>
        <source>Paged optimizer states</source>
        <translation>分页优化器状态</translation>
    </message>
    <message>
        <source>%1 in CUDA unified memory, outside the device total (moved to host RAM when the GPU runs short)</source>
        <translation>%1 位于 CUDA 统一内存中，不计入设备总计（GPU 内存不足时移至主机 RAM）</translation>
    </message>
    <message>
        <source>Optimizer update temporaries</source>
        <translation>优化器更新临时张量</translation>
    </message>
    <message>
        <source>%1 live after the backward pass; %2 counted beyond the activations they replace</source>
        <translation>反向传播后有 %1 处于活动状态；除其所替代的激活值外另计 %2</translation>
    </message>
    <message>
        <source>chosen by the planner: none, or %1 where that runs a larger batch</source>
        <translation>由规划器选择：不分块，或在能运行更大批次时分 %1 块</translation>
    </message>
    <message>
        <source>Train on %1 in %2 (%3), %4, %5: expected %6; the cost is unknown, since the price is not publicly listed.</source>
        <translation>在 %2（%3）的 %1 上训练，%4，%5：预期 %6；由于价格未公开，成本未知。</translation>
    </message>
    <message>
        <source>an unknown cost (the price is not publicly listed)</source>
        <translation>成本未知（价格未公开）</translation>
    </message>
    <message>
        <source>Activation placement</source>
        <translation>激活值放置方式</translation>
    </message>
    <message>
        <source>%1 (search lever; the plan asks for %2)</source>
        <translation>%1（由搜索选用；方案指定的是 %2）</translation>
    </message>
    <message>
        <source>%1, chosen by the planner</source>
        <translation>%1，由规划器选择</translation>
    </message>
    <message>
        <source>price not listed: cost unknown</source>
        <translation>未公开标价：成本未知</translation>
    </message>
    <message>
        <source>fused loss</source>
        <translation>融合损失</translation>
    </message>
    <message>
        <source>eager loss</source>
        <translation>eager 损失</translation>
    </message>
    <message>
        <source>%1 (%2, %3 bytes per logit; one of %4 loss chunks at a time)</source>
        <translation>%1（%2，每个 logit %3 字节；每次 %4 个损失分块中的一个）</translation>
    </message>
    <message>
        <source>%1 (%2, %3 bytes per logit; the whole batch at once, --loss-chunks shrinks it)</source>
        <translation>%1（%2，每个 logit %3 字节；一次计算整个批次，--loss-chunks 可减小此项）</translation>
    </message>
    <message>
        <source>Step overhead</source>
        <translation>每步固定开销</translation>
    </message>
    <message>
        <source>%1 (dispatch, infeed and launches; the collectives&apos; latency %2)</source>
        <translation>%1（分派、输入馈送和启动；集合通信延迟 %2）</translation>
    </message>
    <message>
        <source>matmuls at %1 of the peak, memory-bound work at %2 of the HBM bandwidth, %3 s of fixed cost per dispatch; band ×%4–×%5</source>
        <translation>矩阵乘法达到峰值的 %1，访存受限运算达到 HBM 带宽的 %2，每次分派的固定开销 %3 s；区间 ×%4–×%5</translation>
    </message>
    <message>
        <source>The chosen candidate misses a constraint. %1</source>
        <translation>所选候选配置不满足约束条件。%1</translation>
    </message>
    <message>
        <source>MaxText has no model config for %1: the base_* flags and the keys after them set its shape on MaxText&apos;s %2 decoder block; check them against the model.</source>
        <translation>MaxText 没有 %1 的模型配置：base_* 标志及其后的键在 MaxText 的 %2 解码器块上设置其形状；请对照模型检查这些设置。</translation>
    </message>
    <message>
        <source>Megatron-LM because the Hugging Face Trainer and DeepSpeed ZeRO have no expert parallelism: --expert-model-parallel-size=%1 splits the %2 experts of every MoE layer over %1 GPUs (%3 each) and --moe-token-dispatcher-type=alltoall sends each token to its %4 experts.</source>
        <translation>使用 Megatron-LM，因为 Hugging Face Trainer 和 DeepSpeed ZeRO 不支持专家并行：--expert-model-parallel-size=%1 将每个 MoE 层的 %2 个专家拆分到 %1 个 GPU 上（每个 %3 个），--moe-token-dispatcher-type=alltoall 将每个标记发送给其 %4 个专家。</translation>
    </message>
    <message>
        <source>--moe-expert-capacity-factor=%1 drops the tokens over each expert&apos;s capacity (ceil(tokens × top-k / experts × %1)), as the plan assumes.</source>
        <translation>--moe-expert-capacity-factor=%1 会丢弃超出每个专家容量（ceil(tokens × top-k / experts × %1)）的标记，与方案的假设一致。</translation>
    </message>
    <message>
        <source>No --moe-expert-capacity-factor: Megatron-LM runs dropless by default, every token reaches its experts; --moe-grouped-gemm runs each GPU&apos;s local experts as one grouped GEMM.</source>
        <translation>未设置 --moe-expert-capacity-factor：Megatron-LM 默认以无丢弃方式运行，每个标记都会到达其专家；--moe-grouped-gemm 将每个 GPU 上的本地专家作为一次分组 GEMM 运行。</translation>
    </message>
    <message>
        <source>Expert × tensor parallelism spans %1 GPUs, more than the %2 of one node: the all-to-all runs over the network (Megatron-LM&apos;s MoE README: keep EP × TP within a node).</source>
        <translation>专家并行 × 张量并行跨越 %1 个 GPU，超过单个节点的 %2 个：all-to-all 需经由网络传输（Megatron-LM 的 MoE README：应将 EP × TP 限于单个节点内）。</translation>
    </message>
    <message>
        <source>Megatron-LM has no chunked attention: the %1-token chunks of the local layers run as full attention, with more FLOPs than estimated.</source>
        <translation>Megatron-LM 不支持分块注意力：局部层中 %1 个标记的块将以完全注意力运行，FLOPs 高于估算值。</translation>
    </message>
    <message>
        <source>Megatron-LM trains every weight: the plan&apos;s LoRA/QLoRA needs far less memory than this command; run it with a PEFT-capable trainer, or plan with --finetune full.</source>
        <translation>Megatron-LM 会训练所有权重：方案中的 LoRA/QLoRA 所需内存远少于此命令；请使用支持 PEFT 的训练器运行，或以 --finetune full 规划此命令。</translation>
    </message>
    <message>
        <source>torchtitan runs the same mesh from its model registry (MODULE=… CONFIG=… ./run_train.sh) with --parallelism.expert_parallel_degree=%1, as the commented line shows.</source>
        <translation>torchtitan 可通过其模型注册表（MODULE=… CONFIG=… ./run_train.sh）以 --parallelism.expert_parallel_degree=%1 运行相同的网格，如注释行所示。</translation>
    </message>
    <message>
        <source>sparse_matmul=False with capacity_factor=%1 drops the tokens over each expert&apos;s capacity (max(ceil(tokens × top-k / experts) × %1, %1) per sequence); the one-hot dispatch and combine add FLOPs beyond the model&apos;s.</source>
        <translation>sparse_matmul=False 配合 capacity_factor=%1 会丢弃超出每个专家容量（每个序列 max(ceil(tokens × top-k / experts) × %1, %1)）的标记；one-hot 分派和合并会带来模型本身之外的额外 FLOPs。</translation>
    </message>
    <message>
        <source>sparse_matmul=True with megablox=True and capacity_factor=-1 runs the experts dropless: every token reaches its %1 experts, through ragged grouped matmuls.</source>
        <translation>sparse_matmul=True 配合 megablox=True 和 capacity_factor=-1 以无丢弃方式运行专家：每个标记都通过不规则（ragged）分组矩阵乘法到达其 %1 个专家。</translation>
    </message>
    <message>
        <source>ici_expert_parallelism=%1 splits the %2 experts of every MoE layer over %1 chips of the slice (%3 each); tokens reach their experts by all-to-all.</source>
        <translation>ici_expert_parallelism=%1 将每个 MoE 层的 %2 个专家拆分到切片的 %1 个芯片上（每个 %3 个）；标记通过 all-to-all 到达其专家。</translation>
    </message>
    <message>
        <source>ici_expert_parallelism=1: every chip holds all %1 experts of its fsdp shard; no all-to-all.</source>
        <translation>ici_expert_parallelism=1：每个芯片保存其 fsdp 分片的全部 %1 个专家；无 all-to-all。</translation>
    </message>
    <message>
        <source>dcn_expert_parallelism=1: the experts do not span slices, each slice holds them all.</source>
        <translation>dcn_expert_parallelism=1：专家不跨切片，每个切片都保存全部专家。</translation>
    </message>
    <message>
        <source>MaxText has no decoder block for %1: decoder_block=mixtral (routed experts, no shared expert or expert biases) stands in for it; check the layers against the model.</source>
        <translation>MaxText 没有 %1 的解码器块：以 decoder_block=mixtral（路由专家，无共享专家或专家偏置）代替；请对照模型检查各层。</translation>
    </message>
    <message>
        <source>Train the experts with Megatron-LM (PyTorch)</source>
        <translation>使用 Megatron-LM（PyTorch）训练专家</translation>
    </message>
    <message>
        <source># torchtitan instead: MODULE=$TORCHTITAN_MODULE CONFIG=$TORCHTITAN_CONFIG ./run_train.sh --parallelism.data_parallel_replicate_degree=%1 --parallelism.data_parallel_shard_degree=%2 --parallelism.tensor_parallel_degree=%3 --parallelism.expert_parallel_degree=%4</source>
        <translation># 或改用 torchtitan：MODULE=$TORCHTITAN_MODULE CONFIG=$TORCHTITAN_CONFIG ./run_train.sh --parallelism.data_parallel_replicate_degree=%1 --parallelism.data_parallel_shard_degree=%2 --parallelism.tensor_parallel_degree=%3 --parallelism.expert_parallel_degree=%4</translation>
    </message>
    <message>
        <source>--micro-batch-size × gradient accumulation × %1 data-parallel GPU(s) = --global-batch-size %2; Megatron-LM derives the accumulation from them.</source>
        <translation>--micro-batch-size × 梯度累积步数 × %1 个数据并行 GPU = --global-batch-size %2；Megatron-LM 据此推导累积步数。</translation>
    </message>
    <message>
        <source>$DATA_PATH is a Megatron-LM indexed dataset (tools/preprocess_data.py); $TOKENIZER_MODEL the model&apos;s Hugging Face tokenizer.</source>
        <translation>$DATA_PATH 为 Megatron-LM 索引数据集（tools/preprocess_data.py）；$TOKENIZER_MODEL 为模型的 Hugging Face 分词器。</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Parameters by part</source>
        <translation>各部分参数</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>激活参数</translation>
    </message>
    <message>
        <source>%1 per token with both embedding matrices (as Mistral, Qwen, Meta and Megatron count); %2 without the input embedding (OpenAI, DeepSeek); %3 without embeddings</source>
        <translation>每个标记 %1，计入两个嵌入矩阵（Mistral、Qwen、Meta 和 Megatron 的计法）；不含输入嵌入为 %2（OpenAI、DeepSeek）；不含嵌入为 %3</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, %3 heads, intermediate %4 (dense) and %5 (each expert), vocabulary %6</source>
        <translation>%1 层，隐藏层 %2，%3 个头，中间层 %4（稠密）和 %5（每个专家），词表 %6</translation>
    </message>
    <message>
        <source>of which routed experts (weights, gradients, optimizer states)</source>
        <translation>其中路由专家（权重、梯度、优化器状态）</translation>
    </message>
    <message>
        <source>%1 layers, hidden %2, %3 heads, intermediate %4 (each expert), vocabulary %5</source>
        <translation>%1 层，隐藏层 %2，%3 个头，中间层 %4（每个专家），词表 %5</translation>
    </message>
    <message>
        <source>%1 s (gradient sync %2 s, weight gathers %3 s, tensor parallel %4 s, across slices %5 s, expert all-to-all %6 s)</source>
        <translation>%1 s（梯度同步 %2 s，权重聚合 %3 s，张量并行 %4 s，跨切片 %5 s，专家 all-to-all %6 s）</translation>
    </message>
    <message>
        <source>quantization=%1 with Qwix quantizes the dot_generals of the decoder layers (module_path decoder/.*layers.*); the splash attention kernel and the LM head stay in bf16, and the weights and optimizer states stay in float32, as the plan assumes.</source>
        <translation>quantization=%1 配合 Qwix 会量化解码器层的 dot_general（module_path decoder/.*layers.*）；splash attention 内核和 LM 头保持 bf16，权重和优化器状态保持 float32，与方案的假设一致。</translation>
    </message>
    <message>
        <source>MaxText prints its MFU against the bf16 peak whatever the quantization; the plan gives it against both peaks.</source>
        <translation>无论采用何种量化，MaxText 打印的 MFU 都以 bf16 峰值为基准；方案同时给出相对两种峰值的 MFU。</translation>
    </message>
    <message>
        <source>%1&apos;s %2 peak is its bf16 peak: 8 bits gain no time here.</source>
        <translation>%1 的 %2 峰值即其 bf16 峰值：此处 8 位不会节省时间。</translation>
    </message>
    <message>
        <source>Train in fp8 with torchtitan (PyTorch)</source>
        <translation>使用 torchtitan（PyTorch）以 fp8 训练</translation>
    </message>
    <message>
        <source># git clone https://github.com/pytorch/torchtitan; pip install -r requirements.txt torchao</source>
        <translation># git clone https://github.com/pytorch/torchtitan; pip install -r requirements.txt torchao</translation>
    </message>
    <message>
        <source>torchtitan because the Hugging Face Trainer, DeepSpeed and torchtune have no fp8 training: --model.converters=float8 runs every Linear but the output layer in fp8 with tensorwise scaling (torchao Float8Linear), attention and the LM head in bf16, as the plan assumes.</source>
        <translation>选择 torchtitan，是因为 Hugging Face Trainer、DeepSpeed 和 torchtune 不支持 fp8 训练：--model.converters=float8 以 fp8 和逐张量缩放（torchao Float8Linear）运行除输出层外的所有 Linear，注意力和 LM 头使用 bf16，与方案的假设一致。</translation>
    </message>
    <message>
        <source>--training.local_batch_size is the sequences of one data-parallel rank (a tensor-parallel group of %1 GPU(s)); newer torchtitan versions name it by tokens (training.num_tokens_per_microbatch_per_dp_rank): check run_train.sh --help.</source>
        <translation>--training.local_batch_size 是一个数据并行 rank（由 %1 个 GPU 组成的张量并行组）的序列数；较新的 torchtitan 版本改为按标记数指定（training.num_tokens_per_microbatch_per_dp_rank）：请查看 run_train.sh --help。</translation>
    </message>
    <message>
        <source>--float8.enable_fsdp_float8_all_gather gathers the FSDP weights in fp8: less traffic and no fp8 weight copy, which the plan does not assume.</source>
        <translation>--float8.enable_fsdp_float8_all_gather 以 fp8 聚合 FSDP 权重：流量更少，也没有 fp8 权重副本，方案并未做此假设。</translation>
    </message>
    <message>
        <source>torchtitan reports no MFU for float8 runs (its definition is unclear there); the plan gives it against the bf16 and the fp8 peak.</source>
        <translation>torchtitan 不报告 float8 运行的 MFU（此时其定义不明确）；方案同时给出相对 bf16 峰值和 fp8 峰值的 MFU。</translation>
    </message>
    <message>
        <source>The job spans %1 nodes: start run_train.sh on each with torchrun&apos;s rendezvous settings (--nnodes, --rdzv_endpoint).</source>
        <translation>该作业跨越 %1 个节点：请在每个节点上使用 torchrun 的 rendezvous 设置（--nnodes、--rdzv_endpoint）启动 run_train.sh。</translation>
    </message>
    <message>
        <source>%1 has no %2 training: it runs the matmuls in bf16, so the step is slower than the plan&apos;s %3 estimate (about the bf16 plan&apos;s).</source>
        <translation>%1 不支持 %2 训练：它以 bf16 运行矩阵乘法，因此训练步比方案的 %3 估算慢（约与 bf16 方案相当）。</translation>
    </message>
    <message>
        <source>--fp8-format hybrid --fp8-recipe delayed runs the linear layers, the experts&apos; grouped GEMMs included, in fp8 through Transformer Engine (E4M3 forward, E5M2 gradients); attention and the output layer stay in bf16. Transformer Engine keeps an fp8 copy of each linear weight, which the plan counts; --fp8-param-gather gathers the weights in fp8 instead.</source>
        <translation>--fp8-format hybrid --fp8-recipe delayed 通过 Transformer Engine 以 fp8（前向 E4M3，梯度 E5M2）运行线性层，包括专家的分组 GEMM；注意力和输出层保持 bf16。Transformer Engine 为每个线性层权重保留一份 fp8 副本，方案已计入；--fp8-param-gather 则改为以 fp8 聚合权重。</translation>
    </message>
    <message>
        <source>Train the pipeline with Megatron-LM (PyTorch)</source>
        <translation>使用 Megatron-LM（PyTorch）训练流水线</translation>
    </message>
    <message>
        <source>Peak %1 of %2</source>
        <translation>%2 的 %1 峰值</translation>
    </message>
    <message>
        <source>%1 TOPS per chip</source>
        <translation>每芯片 %1 TOPS</translation>
    </message>
    <message>
        <source>%1 TFLOPS per GPU (dense)</source>
        <translation>每 GPU %1 TFLOPS（稠密）</translation>
    </message>
    <message>
        <source>fp8 mixed (linear layers in fp8, the rest bf16 mixed)</source>
        <translation>fp8 混合精度（线性层使用 fp8，其余为 bf16 混合精度）</translation>
    </message>
    <message>
        <source>int8 mixed (linear layers in int8, the rest bf16 mixed)</source>
        <translation>int8 混合精度（线性层使用 int8，其余为 bf16 混合精度）</translation>
    </message>
    <message>
        <source>Heaviest stage</source>
        <translation>最重的阶段</translation>
    </message>
    <message>
        <source>stage %1 of %2 (%3 layers), %4: its total decides the fit</source>
        <translation>第 %1 个阶段（共 %2 个，%3 层），%4：其总量决定能否容纳</translation>
    </message>
    <message>
        <source>Each stage</source>
        <translation>各阶段</translation>
    </message>
    <message>
        <source>8-bit matmuls</source>
        <translation>8 位矩阵乘法</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>%1 s, %2 of the step (%3, %4 microbatches, %5 chunks of layers per stage)</source>
        <translation>%1 s，占训练步的 %2（%3，%4 个微批次，每个阶段 %5 个层块）</translation>
    </message>
    <message>
        <source>Sends between stages</source>
        <translation>阶段间发送</translation>
    </message>
    <message>
        <source>%1 s per step over %2, beside compute</source>
        <translation>每步 %1 s（经由%2），与计算并行</translation>
    </message>
    <message>
        <source>the nodes&apos; network</source>
        <translation>节点间网络</translation>
    </message>
    <message>
        <source>the device links</source>
        <translation>设备间链路</translation>
    </message>
    <message>
        <source>Context K/V exchange</source>
        <translation>上下文 K/V 交换</translation>
    </message>
    <message>
        <source>%1 s over the context axis of %2 (%3), %4 s of it on the critical path</source>
        <translation>在大小为 %2 的 context 轴上（%3）耗时 %1 s，其中 %4 s 位于关键路径上</translation>
    </message>
</context>
<context>
    <name>ReportCommand</name>
    <message>
        <source>The plan YAML.</source>
        <translation>方案 YAML。</translation>
    </message>
    <message>
        <source>The report file to write (.pdf, .html, .md, .csv or .json).</source>
        <translation>要写入的报告文件（.pdf、.html、.md、.csv 或 .json）。</translation>
    </message>
    <message>
        <source>The candidate to report, by rank (default 1, the best).</source>
        <translation>要报告的候选配置，按排名指定（默认 1，即最佳）。</translation>
    </message>
    <message>
        <source>give the plan file: tpuplan report FILE.yaml --output PATH</source>
        <translation>请指定方案文件：tpuplan report FILE.yaml --output PATH</translation>
    </message>
    <message>
        <source>--output is required: the extension chooses the format (.pdf, .html, .md, .csv, .json)</source>
        <translation>必须指定 --output：扩展名决定格式（.pdf、.html、.md、.csv、.json）</translation>
    </message>
    <message>
        <source>cannot tell the format of &quot;%1&quot;: use .pdf, .html, .md, .csv or .json</source>
        <translation>无法判断“%1”的格式：请使用 .pdf、.html、.md、.csv 或 .json</translation>
    </message>
    <message>
        <source>%1: PDF export needs the report renderer, which runs in the tpuplan program (a QGuiApplication)</source>
        <translation>%1：PDF 导出需要报告渲染器，它运行在 tpuplan 程序（QGuiApplication）中</translation>
    </message>
    <message>
        <source>%1: unknown hardware &quot;%2&quot;</source>
        <translation>%1：未知硬件“%2”</translation>
    </message>
    <message>
        <source>%1: unknown generation &quot;%2&quot;</source>
        <translation>%1：未知的代次“%2”</translation>
    </message>
    <message>
        <source>%1: no prices in region &quot;%2&quot;</source>
        <translation>%1：区域“%2”中没有价格</translation>
    </message>
    <message>
        <source>--candidate %1: the plan lists %2 candidate(s)</source>
        <translation>--candidate %1：该方案列出了 %2 个候选配置</translation>
    </message>
    <message>
        <source>Wrote %1 (%2).</source>
        <translation>已写入 %1（%2）。</translation>
    </message>
    <message>
        <source>Run a plan YAML and export its report: the question, the recommendation and runners-up, memory, time and cost, assumptions with sources, warnings, and the gcloud and training commands; for a serving plan, the request, the recommended setup with its memory, latencies and cost per million tokens, the command that starts it, the candidates and the Pareto front. The format follows the extension of --output: .pdf, .html, .md, .csv (the candidate table) or .json.</source>
        <translation>运行方案 YAML 并导出其报告：问题、建议及备选方案、内存、时间和成本、附来源的假设、警告，以及 gcloud 和训练命令；对于推理服务方案，则包括请求、推荐的配置及其内存、延迟和每百万标记成本、启动它的命令、候选配置和帕累托前沿。格式取决于 --output 的扩展名：.pdf、.html、.md、.csv（候选配置表）或 .json。</translation>
    </message>
</context>
<context>
    <name>ReportExport</name>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation>PDF 报告 (*.pdf)</translation>
    </message>
    <message>
        <source>HTML report (*.html *.htm)</source>
        <translation>HTML 报告 (*.html *.htm)</translation>
    </message>
    <message>
        <source>Markdown report (*.md *.markdown)</source>
        <translation>Markdown 报告 (*.md *.markdown)</translation>
    </message>
    <message>
        <source>CSV candidate table (*.csv)</source>
        <translation>CSV 候选配置表 (*.csv)</translation>
    </message>
    <message>
        <source>JSON, everything (*.json)</source>
        <translation>JSON，全部内容 (*.json)</translation>
    </message>
</context>
<context>
    <name>ServeCommand</name>
    <message>
        <source>A preset id, a model YAML file or a Hugging Face config.json (a decoder).</source>
        <translation>预设 ID、模型 YAML 文件或 Hugging Face config.json（解码器）。</translation>
    </message>
    <message>
        <source>Slices or GPUs, comma-separated; without it the whole catalog is searched.</source>
        <translation>切片或 GPU，以逗号分隔；不指定时搜索整个目录。</translation>
    </message>
    <message>
        <source>GPUs of the job (one GPU type in --hardware); default: 1, 2, 4, 8 are tried.</source>
        <translation>作业的 GPU 数（--hardware 中只能有一种 GPU 类型）；默认：尝试 1、2、4、8。</translation>
    </message>
    <message>
        <source>A device known by its memory alone (no time or cost).</source>
        <translation>仅按内存大小已知的设备（无时间或成本）。</translation>
    </message>
    <message>
        <source>Devices one replica spans; default: every device of the job.</source>
        <translation>一个副本跨越的设备数；默认：作业的所有设备。</translation>
    </message>
    <message>
        <source>Mean prompt tokens.</source>
        <translation>平均提示标记数。</translation>
    </message>
    <message>
        <source>Mean output tokens.</source>
        <translation>平均输出标记数。</translation>
    </message>
    <message>
        <source>Requests in flight (closed loop: users who send the next when answered).</source>
        <translation>处理中的请求数（闭环：用户收到回答后再发送下一个请求）。</translation>
    </message>
    <message>
        <source>Requests per second (open loop, Poisson arrivals).</source>
        <translation>每秒请求数（开环，泊松到达）。</translation>
    </message>
    <message>
        <source>Every request queued at once: throughput alone counts.</source>
        <translation>所有请求同时排队：只看吞吐量。</translation>
    </message>
    <message>
        <source>The longest sequence the engine admits (--max-model-len); default: I + O.</source>
        <translation>引擎接受的最长序列（--max-model-len）；默认：I + O。</translation>
    </message>
    <message>
        <source>Weight precisions: bf16, fp8, int8, int4 (comma-separated); default: bf16,fp8,int8.</source>
        <translation>权重精度：bf16、fp8、int8、int4（以逗号分隔）；默认：bf16,fp8,int8。</translation>
    </message>
    <message>
        <source>KV-cache precisions: bf16, fp8, int8 (comma-separated); default: bf16.</source>
        <translation>KV 缓存精度：bf16、fp8、int8（以逗号分隔）；默认：bf16。</translation>
    </message>
    <message>
        <source>vllm, sglang, trtllm or jetstream; default: vllm.</source>
        <translation>vllm、sglang、trtllm 或 jetstream；默认：vllm。</translation>
    </message>
    <message>
        <source>The engine&apos;s share of device memory; default: the engine&apos;s.</source>
        <translation>引擎可使用的设备内存比例；默认：引擎自身的默认值。</translation>
    </message>
    <message>
        <source>Median time to first token, seconds.</source>
        <translation>首标记时间的中位数，单位为秒。</translation>
    </message>
    <message>
        <source>Median time per output token, seconds.</source>
        <translation>每输出标记时间的中位数，单位为秒。</translation>
    </message>
    <message>
        <source>Regions, comma-separated (default: all).</source>
        <translation>区域，以逗号分隔（默认：全部）。</translation>
    </message>
    <message>
        <source>Pricing models, comma-separated (default: all).</source>
        <translation>计价模式，以逗号分隔（默认：全部）。</translation>
    </message>
    <message>
        <source>Candidates to list (0 = all; default 10).</source>
        <translation>要列出的候选配置数（0 = 全部；默认 10）。</translation>
    </message>
    <message>
        <source>--%1: unknown precision &quot;%2&quot; (%3)</source>
        <translation>--%1：未知的精度“%2”（%3）</translation>
    </message>
    <message>
        <source>--%1 is required</source>
        <translation>必须指定 --%1</translation>
    </message>
    <message>
        <source>give one of --concurrency, --request-rate or --offline</source>
        <translation>请指定 --concurrency、--request-rate 或 --offline 之一</translation>
    </message>
    <message>
        <source>give --hardware or --device-memory-gib, not both</source>
        <translation>请指定 --hardware 或 --device-memory-gib，不能同时指定</translation>
    </message>
    <message>
        <source>--devices applies to one GPU type in --hardware</source>
        <translation>--devices 仅适用于 --hardware 中的单一 GPU 类型</translation>
    </message>
    <message>
        <source>%1 with %2: %3 weights, %4 KV cache</source>
        <translation>%1，使用 %2：%3 权重，%4 KV 缓存</translation>
    </message>
    <message>
        <source>  fits: %1</source>
        <translation>  可容纳：%1</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no — %1</source>
        <translation>否 — %1</translation>
    </message>
    <message>
        <source>  memory per device: weights %1, activations %2, engine reserve %3, KV cache %4 of %5</source>
        <translation>  每设备内存：权重 %1，激活值 %2，引擎预留 %3，KV 缓存 %4（共 %5）</translation>
    </message>
    <message>
        <source>  KV cache: %1 tokens (%2 bytes per token per device); maximum concurrency at %3 tokens: %4</source>
        <translation>  KV 缓存：%1 个标记（每设备每标记 %2 字节）；%3 个标记时的最大并发数：%4</translation>
    </message>
    <message>
        <source>  TPOT %1 ms (%2–%3), TTFT %4 s (%5–%6), medians, at %7 sequences per replica</source>
        <translation>  TPOT %1 ms（%2–%3），TTFT %4 s（%5–%6），均为中位数，每个副本 %7 个序列时</translation>
    </message>
    <message>
        <source>  saturated: requests arrive faster than one replica answers them; the queue grows without bound</source>
        <translation>  已饱和：请求到达的速度快于单个副本的应答速度；队列会无限增长</translation>
    </message>
    <message>
        <source>  throughput: %1 output tokens/s; replicas: %2, jobs: %3; batch limit %4</source>
        <translation>  吞吐量：%1 输出标记/s；副本：%2，作业：%3；批次上限 %4</translation>
    </message>
    <message>
        <source>  cost: %1/h, %2 per million output tokens, %3 per million input tokens (%4, %5)</source>
        <translation>  成本：%1/h，每百万输出标记 %2，每百万输入标记 %3（%4，%5）</translation>
    </message>
    <message>
        <source>  cost: not publicly listed</source>
        <translation>  成本：未公开标价</translation>
    </message>
    <message>
        <source>%1 configurations tried, %2 fit, %3 meet the targets</source>
        <translation>已尝试 %1 个配置，%2 个可容纳，%3 个满足目标</translation>
    </message>
    <message>
        <source>job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>weights/KV</source>
        <translation>权重/KV</translation>
    </message>
    <message>
        <source>pricing</source>
        <translation>计价</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>TPOT ms</source>
        <translation>TPOT ms</translation>
    </message>
    <message>
        <source>TTFT s</source>
        <translation>TTFT s</translation>
    </message>
    <message>
        <source>out tok/s</source>
        <translation>输出标记/s</translation>
    </message>
    <message>
        <source>$/M out</source>
        <translation>$/M 输出</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>无法容纳</translation>
    </message>
    <message>
        <source>(misses targets)</source>
        <translation>（未满足目标）</translation>
    </message>
    <message>
        <source>* on the Pareto front of cost per million output tokens against TPOT</source>
        <translation>* 位于每百万输出标记成本对 TPOT 的帕累托前沿上</translation>
    </message>
    <message>
        <source>Plan serving: the hardware, tensor parallelism, precision, replicas, latency and cost per million tokens of answering requests.</source>
        <translation>规划推理服务：应答请求所需的硬件、张量并行、精度、副本、延迟和每百万标记成本。</translation>
    </message>
    <message>
        <source>Best:</source>
        <translation>最佳：</translation>
    </message>
</context>
<context>
    <name>ServeCommands</name>
    <message>
        <source># int8 weights: serve a W8A8 (compressed-tensors) checkpoint of the model</source>
        <translation># int8 权重：使用该模型的 W8A8（compressed-tensors）检查点提供推理服务</translation>
    </message>
    <message>
        <source># int4 weights: serve an AWQ checkpoint of the model</source>
        <translation># int4 权重：使用该模型的 AWQ 检查点提供推理服务</translation>
    </message>
    <message>
        <source># %1 weights: serve a ModelOpt-quantised checkpoint (nvidia/...-FP8 or an int8/int4 export)</source>
        <translation># %1 权重：使用经 ModelOpt 量化的检查点提供推理服务（nvidia/...-FP8 或 int8/int4 导出）</translation>
    </message>
    <message>
        <source># %1 KV cache: kv_cache_config: {dtype: %1} in the file --extra_llm_api_options names</source>
        <translation># %1 KV 缓存：在 --extra_llm_api_options 指定的文件中写入 kv_cache_config: {dtype: %1}</translation>
    </message>
    <message>
        <source># run this on each of the %1 jobs behind one load balancer</source>
        <translation># 在同一个负载均衡器后面的 %1 个作业上分别运行此命令</translation>
    </message>
</context>
<context>
    <name>ServeExport</name>
    <message>
        <source>%1: not exported: the serving plan&apos;s inputs have a problem (%2)</source>
        <translation>%1：未导出：推理服务方案的输入有问题（%2）</translation>
    </message>
</context>
<context>
    <name>ServeMemory</name>
    <message>
        <source>the %1 weights take %2 GiB per device over %3 devices</source>
        <translation>%1 权重在 %3 个设备上每设备占用 %2 GiB</translation>
    </message>
    <message>
        <source>the %1 weights take %2 GiB on one device</source>
        <translation>%1 权重在单个设备上占用 %2 GiB</translation>
    </message>
    <message>
        <source>%1, and %2 keeps %3 GiB of the %4 GiB: nothing is left for the KV cache</source>
        <translation>%1，而 %2 在 %4 GiB 中保留了 %3 GiB：KV 缓存没有剩余空间</translation>
    </message>
    <message>
        <source>the KV cache of %1 GiB per device holds %2 tokens, less than one %3-token sequence (--max-context)</source>
        <translation>每设备 %1 GiB 的 KV 缓存可容纳 %2 个标记，不足一个 %3 标记的序列（--max-context）</translation>
    </message>
</context>
<context>
    <name>ServePlanFile</name>
    <message>
        <source>unknown precision &quot;%1&quot; (expected %2)</source>
        <translation>未知的精度“%1”（应为 %2）</translation>
    </message>
    <message>
        <source>expected concurrency, request-rate or offline</source>
        <translation>应为 concurrency、request-rate 或 offline</translation>
    </message>
    <message>
        <source>expected one of %1</source>
        <translation>应为以下之一：%1</translation>
    </message>
    <message>
        <source>unknown pricing model &quot;%1&quot; (expected %2)</source>
        <translation>未知的计价模式“%1”（应为 %2）</translation>
    </message>
    <message>
        <source>a serving plan file</source>
        <translation>推理服务方案文件</translation>
    </message>
    <message>
        <source>the serving plan file is empty</source>
        <translation>推理服务方案文件为空</translation>
    </message>
    <message>
        <source>expected &quot;serve&quot; (a training plan has no kind)</source>
        <translation>应为“serve”（训练方案没有 kind）</translation>
    </message>
    <message>
        <source>give either hardware or device_memory_gib, not both</source>
        <translation>请指定 hardware 或 device_memory_gib 之一，不能同时指定</translation>
    </message>
    <message>
        <source>The serving plan could not be saved as “%1”: %2.</source>
        <translation>无法将推理服务方案保存为“%1”：%2。</translation>
    </message>
</context>
<context>
    <name>ServePlanner</name>
    <message>
        <source>MaxText serves int8 and fp8 weights (quantization=int8|fp8), not int4</source>
        <translation>MaxText 可使用 int8 和 fp8 权重提供推理服务（quantization=int8|fp8），不支持 int4</translation>
    </message>
    <message>
        <source>TensorRT-LLM&apos;s fp8 checkpoints need fp8 tensor cores, which %1 lacks</source>
        <translation>TensorRT-LLM 的 fp8 检查点需要 fp8 张量核心，而 %1 没有</translation>
    </message>
    <message>
        <source>MaxText quantizes the KV cache to int8 (quantize_kvcache), not fp8</source>
        <translation>MaxText 将 KV 缓存量化为 int8（quantize_kvcache），不支持 fp8</translation>
    </message>
    <message>
        <source>%1 keeps an fp8 KV cache (--kv-cache-dtype fp8), not int8</source>
        <translation>%1 使用 fp8 KV 缓存（--kv-cache-dtype fp8），不支持 int8</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1, TP %2</source>
        <translation>%1，TP %2</translation>
    </message>
    <message>
        <source>even one sequence at a time takes %1 ms per output token and %2 s to the first token, beyond the targets</source>
        <translation>即使一次只处理一个序列，每个输出标记也需 %1 ms、首标记需 %2 s，超出目标</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: the %2 weights take %3 GiB per device; KV for %4 sequences of %5 tokens takes %6 GiB of the %7 GiB cache (%8 tokens)</source>
        <translation>%1：%2 权重每设备占用 %3 GiB；%4 个 %5 标记序列的 KV 占用 %7 GiB 缓存中的 %6 GiB（%8 个标记）</translation>
    </message>
    <message>
        <source>TPOT %1 ms at %2 sequences per replica, the mean of the steps with and without a prompt chunk, which on average read weights %3 ms and KV %4 ms, compute %5 ms and all-reduce %6 ms; compute-bound above %7 tokens per step</source>
        <translation>每个副本 %2 个序列时 TPOT 为 %1 ms，即含与不含提示块的解码步的平均值，平均读取权重 %3 ms、读取 KV %4 ms、计算 %5 ms、all-reduce %6 ms；每步超过 %7 个标记时受计算限制</translation>
    </message>
    <message>
        <source>On the Pareto front: nothing else is both cheaper per token and faster per token.</source>
        <translation>位于帕累托前沿：没有其他配置的每标记成本更低且每标记速度更快。</translation>
    </message>
    <message>
        <source>tensor parallelism of %1 does not divide the %2 devices of %3</source>
        <translation>张量并行度 %1 不能整除 %3 的 %2 个设备</translation>
    </message>
    <message>
        <source>tensor parallelism of %1 does not divide the %2 attention heads of %3</source>
        <translation>%3 的 %2 个注意力头不能被张量并行度 %1 整除</translation>
    </message>
    <message>
        <source>%1 (TP %2 does not divide %3 heads)</source>
        <translation>%1（TP %2 不能整除 %3 个头）</translation>
    </message>
    <message>
        <source>unknown hardware &quot;%1&quot; (tpuplan catalog lists it)</source>
        <translation>未知硬件“%1”（tpuplan catalog 会列出可用硬件）</translation>
    </message>
    <message>
        <source>No hardware in the catalog has a price in the plan&apos;s regions and pricing.</source>
        <translation>目录中没有任何硬件在方案的区域和计价方式中有价格。</translation>
    </message>
    <message>
        <source>Nothing holds %1 with a %2-token context: use more devices per replica, a smaller weight or KV precision, or a shorter --max-context.</source>
        <translation>没有配置能在 %2 标记的上下文下容纳 %1：请为每个副本使用更多设备、更低的权重或 KV 精度，或更短的 --max-context。</translation>
    </message>
    <message>
        <source>No configuration meets the latency targets, even one sequence at a time; the closest are listed. Relax --tpot-target or --ttft-target.</source>
        <translation>即使一次只处理一个序列，也没有配置满足延迟目标；已列出最接近的配置。请放宽 --tpot-target 或 --ttft-target。</translation>
    </message>
    <message>
        <source>Not tried: %1.</source>
        <translation>未尝试：%1。</translation>
    </message>
    <message>
        <source>%1 is a TPU slice: its devices are its chips; name a larger or smaller slice instead</source>
        <translation>%1 是 TPU 切片：其设备就是它的芯片；请改为指定更大或更小的切片</translation>
    </message>
    <message>
        <source>one %1 node holds %2 GPUs; serving across nodes is not modelled</source>
        <translation>一个 %1 节点有 %2 个 GPU；未对跨节点的推理服务建模</translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s) still cannot keep up: requests arrive faster than they are answered</source>
        <translation>
            <numerusform>%Ln 个副本仍跟不上：请求到达的速度快于应答的速度</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s) of at most %1 sequences serve %2 users (%3 in flight each)</source>
        <translation>
            <numerusform>%Ln 个副本，每个最多 %1 个序列，服务 %2 个用户（每个副本 %3 个处理中的请求）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s) at %1 requests/s each; the prefill queue adds %2 s to the first token</source>
        <translation>
            <numerusform>%Ln 个副本，每个 %1 请求/s；预填充队列使首标记时间增加 %2 s</numerusform>
        </translation>
    </message>
    <message>
        <source>The catalog has no ICI link figure for %1: the all-reduces&apos; bytes are left out of the step, which is faster here than it will run</source>
        <translation>目录中没有 %1 的 ICI 链路数值：all-reduce 的字节传输未计入步骤，因此这里比实际运行更快</translation>
    </message>
    <message>
        <source>%1 does not serve on %2 (vLLM: GPUs and TPU v5e, v5p, v6e, TPU7x; SGLang and TensorRT-LLM: GPUs; JetStream: TPU v4 and newer)</source>
        <translation>%1 无法在 %2 上提供推理服务（vLLM：GPU 以及 TPU v5e、v5p、v6e、TPU7x；SGLang 和 TensorRT-LLM：GPU；JetStream：TPU v4 及更新）</translation>
    </message>
</context>
<context>
    <name>ServeReport</name>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 per million tokens</source>
        <translation>每百万标记 %1</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>未公开标价</translation>
    </message>
    <message>
        <source>not estimated (a device known by its memory alone)</source>
        <translation>未估算（仅按内存大小已知的设备）</translation>
    </message>
    <message>
        <source>each device&apos;s default (vLLM)</source>
        <translation>各设备的默认引擎（vLLM）</translation>
    </message>
    <message>
        <source>TPOT at most %1</source>
        <translation>TPOT 不超过 %1</translation>
    </message>
    <message>
        <source>TTFT at most %1</source>
        <translation>TTFT 不超过 %1</translation>
    </message>
    <message>
        <source>none (the cheapest per token)</source>
        <translation>无（每标记最便宜）</translation>
    </message>
    <message>
        <source>a device with %1 GiB of memory</source>
        <translation>内存为 %1 GiB 的设备</translation>
    </message>
    <message>
        <source>the whole catalog (TPU slices and GPU machines)</source>
        <translation>整个目录（TPU 切片和 GPU 机器）</translation>
    </message>
    <message>
        <source>%1 (%2 devices per job)</source>
        <translation>%1（每个作业 %2 个设备）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1 (%2, %3 B parameters)</source>
        <translation>%1（%2，%3 B 参数）</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>流量</translation>
    </message>
    <message>
        <source>Request lengths</source>
        <translation>请求长度</translation>
    </message>
    <message>
        <source>%1 tokens in, %2 tokens out (mean)</source>
        <translation>输入 %1 个标记，输出 %2 个标记（平均）</translation>
    </message>
    <message>
        <source>Longest sequence</source>
        <translation>最长序列</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个标记</translation>
    </message>
    <message>
        <source>Latency targets (medians)</source>
        <translation>延迟目标（中位数）</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Weight precisions</source>
        <translation>权重精度</translation>
    </message>
    <message>
        <source>bf16, fp8, int8 (searched)</source>
        <translation>bf16、fp8、int8（搜索）</translation>
    </message>
    <message>
        <source>KV cache precisions</source>
        <translation>KV 缓存精度</translation>
    </message>
    <message>
        <source>bf16</source>
        <translation>bf16</translation>
    </message>
    <message>
        <source>Memory utilization</source>
        <translation>内存利用率</translation>
    </message>
    <message>
        <source>Tensor parallelism</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>%1 (%2 per job, %3 jobs)</source>
        <translation>%1（每个作业 %2，%3 个作业）</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Latency and throughput</source>
        <translation>延迟和吞吐量</translation>
    </message>
    <message>
        <source>Batch limit per replica</source>
        <translation>每个副本的批次上限</translation>
    </message>
    <message>
        <source>%1 sequences (max_num_seqs)</source>
        <translation>%1 个序列（max_num_seqs）</translation>
    </message>
    <message>
        <source>Time per output token (median)</source>
        <translation>每输出标记时间（中位数）</translation>
    </message>
    <message>
        <source>Time to first token (median)</source>
        <translation>首标记时间（中位数）</translation>
    </message>
    <message>
        <source>Output tokens per second</source>
        <translation>每秒输出标记数</translation>
    </message>
    <message>
        <source>%1 (all replicas)</source>
        <translation>%1（所有副本）</translation>
    </message>
    <message>
        <source>Input tokens per second</source>
        <translation>每秒输入标记数</translation>
    </message>
    <message>
        <source>Cost per hour</source>
        <translation>每小时成本</translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>每百万输出标记成本</translation>
    </message>
    <message>
        <source>Cost per million input tokens</source>
        <translation>每百万输入标记成本</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>组成部分</translation>
    </message>
    <message>
        <source>Per device</source>
        <translation>每设备</translation>
    </message>
    <message>
        <source>Share of the device</source>
        <translation>占设备比例</translation>
    </message>
    <message>
        <source>Weights (%1)</source>
        <translation>权重（%1）</translation>
    </message>
    <message>
        <source>Activations (the engine&apos;s profiled peak)</source>
        <translation>激活值（引擎分析得出的峰值）</translation>
    </message>
    <message>
        <source>Engine reserve</source>
        <translation>引擎预留</translation>
    </message>
    <message>
        <source>KV cache pool</source>
        <translation>KV 缓存池</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>设备内存</translation>
    </message>
    <message>
        <source>KV cache per token per device</source>
        <translation>每设备每标记 KV 缓存</translation>
    </message>
    <message>
        <source>%1 KiB</source>
        <translation>%1 KiB</translation>
    </message>
    <message>
        <source>KV cache tokens</source>
        <translation>KV 缓存标记数</translation>
    </message>
    <message>
        <source>Maximum concurrency</source>
        <translation>最大并发数</translation>
    </message>
    <message>
        <source>%1 sequences of %2 tokens</source>
        <translation>%1 个 %2 标记的序列</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>misses the targets</source>
        <translation>未满足目标</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>无法容纳</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Weights/KV</source>
        <translation>权重/KV</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计价方式</translation>
    </message>
    <message>
        <source>Batch limit</source>
        <translation>批次上限</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Output tok/s</source>
        <translation>输出标记/s</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>$/M output</source>
        <translation>$/M 输出</translation>
    </message>
    <message>
        <source>KV tokens</source>
        <translation>KV 标记</translation>
    </message>
    <message>
        <source>Meets targets</source>
        <translation>满足目标</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <translation>%1，使用 %2</translation>
    </message>
    <message>
        <source>%1 holds the model with %2 KV cache tokens.</source>
        <translation>%1 可容纳模型，KV 缓存可容纳 %2 个标记。</translation>
    </message>
    <message>
        <source>%1 (%2): %3 output tokens/s; its price is not publicly listed.</source>
        <translation>%1（%2）：%3 输出标记/s；其价格未公开。</translation>
    </message>
    <message>
        <source>%1 (%2): %3 per million output tokens at %4 per token.</source>
        <translation>%1（%2）：每百万输出标记 %3，每标记 %4。</translation>
    </message>
    <message>
        <source>Candidate %1 does not fit: %2</source>
        <translation>候选配置 %1 无法容纳：%2</translation>
    </message>
    <message>
        <source>Nothing was evaluated: no hardware has a price in the plan&apos;s regions.</source>
        <translation>未评估任何配置：没有硬件在方案的区域中有价格。</translation>
    </message>
    <message>
        <source>Nothing fits: %1</source>
        <translation>无法容纳：%1</translation>
    </message>
    <message>
        <source>The chosen setup misses the latency targets: %1</source>
        <translation>所选配置未满足延迟目标：%1</translation>
    </message>
    <message>
        <source>This is candidate %1 of the ranking, not the cheapest.</source>
        <translation>这是排名中的第 %1 个候选配置，不是最便宜的。</translation>
    </message>
    <message>
        <source>The price of %1 (as of %2) is older than the catalog&apos;s freshness limit.</source>
        <translation>%1 的价格（截至 %2）已超过目录的时效期限。</translation>
    </message>
    <message>
        <source>The price of %1 is not publicly listed: its cost per token is unknown.</source>
        <translation>%1 的价格未公开：其每标记成本未知。</translation>
    </message>
    <message>
        <source>%1 concurrent users (closed loop)</source>
        <translation>%1 个并发用户（闭环）</translation>
    </message>
    <message>
        <source>%1 requests per second (Poisson arrivals, open loop)</source>
        <translation>每秒 %1 个请求（泊松到达，开环）</translation>
    </message>
    <message>
        <source>offline (every request queued at once; throughput alone counts)</source>
        <translation>离线（所有请求同时排队；只看吞吐量）</translation>
    </message>
    <message>
        <source>int4 (AWQ/GPTQ)</source>
        <translation>int4（AWQ/GPTQ）</translation>
    </message>
    <message>
        <source>Serving plan: %1</source>
        <translation>推理服务方案：%1</translation>
    </message>
    <message>
        <source>The request</source>
        <translation>请求</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Start it</source>
        <translation>启动</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>每设备内存</translation>
    </message>
    <message>
        <source>Candidates</source>
        <translation>候选配置</translation>
    </message>
    <message>
        <source>Pareto front: cost per million output tokens against TPOT</source>
        <translation>帕累托前沿：每百万输出标记成本对 TPOT</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Generated by TPU Planner %1 on %2 (catalog %3).</source>
        <translation>由 TPU Planner %1 于 %2 生成（目录 %3）。</translation>
    </message>
    <message>
        <source>built-in</source>
        <translation>内置</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 上的 %1</translation>
    </message>
    <message>
        <source>No configuration was evaluated.</source>
        <translation>未评估任何配置。</translation>
    </message>
    <message>
        <source>Candidate %1 does not fit; see the candidates below.</source>
        <translation>候选配置 %1 无法容纳；请参见下方的候选配置。</translation>
    </message>
    <message>
        <source>Nothing fits: no configuration holds the model and its KV cache.</source>
        <translation>无法容纳：没有配置能容纳模型及其 KV 缓存。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln replica(s)</source>
        <translation>
            <numerusform>%Ln 个副本</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServeSetup</name>
    <message>
        <source>%1 is an encoder; the serving planner plans decoders (they generate tokens)</source>
        <translation>%1 是编码器；推理服务规划器只规划解码器（解码器生成标记）</translation>
    </message>
    <message>
        <source>the prompt length must be 1 to %1 tokens</source>
        <translation>提示长度必须为 1 到 %1 个标记</translation>
    </message>
    <message>
        <source>the output length must be 1 to %1 tokens</source>
        <translation>输出长度必须为 1 到 %1 个标记</translation>
    </message>
    <message>
        <source>the context must be 0 (prompt + output) to %1 tokens</source>
        <translation>上下文必须为 0（提示 + 输出）到 %1 个标记</translation>
    </message>
    <message>
        <source>a context of %1 tokens cannot hold a %2-token prompt and a %3-token answer</source>
        <translation>%1 个标记的上下文无法容纳 %2 标记的提示和 %3 标记的回答</translation>
    </message>
    <message>
        <source>the concurrency must be 1 to 10,000,000 requests in flight</source>
        <translation>并发数必须为 1 到 10,000,000 个处理中的请求</translation>
    </message>
    <message>
        <source>the request rate must be above 0 and at most 10^7 per second</source>
        <translation>请求速率必须大于 0 且不超过每秒 10^7</translation>
    </message>
    <message>
        <source>tensor parallelism must be 0 (chosen) to 4096 devices</source>
        <translation>张量并行度必须为 0（自动选择）到 4096 个设备</translation>
    </message>
    <message>
        <source>the devices must be 0 (chosen) to 4096</source>
        <translation>设备数必须为 0（自动选择）到 4096</translation>
    </message>
    <message>
        <source>tensor parallelism of %1 does not divide the job&apos;s %2 devices</source>
        <translation>张量并行度 %1 不能整除作业的 %2 个设备</translation>
    </message>
    <message>
        <source>the device memory must be above 0 and at most 4096 GiB</source>
        <translation>设备内存必须大于 0 且不超过 4096 GiB</translation>
    </message>
    <message>
        <source>the memory utilization is a share from 0 to 1</source>
        <translation>内存利用率是 0 到 1 之间的比例</translation>
    </message>
    <message>
        <source>the time-to-first-token target must be 0 (none) to 3600 s</source>
        <translation>首标记时间目标必须为 0（无）到 3600 s</translation>
    </message>
    <message>
        <source>the time-per-output-token target must be 0 (none) to 60 s</source>
        <translation>每输出标记时间目标必须为 0（无）到 60 s</translation>
    </message>
    <message>
        <source>no engine keeps a 4-bit KV cache; use bf16, fp8 or int8</source>
        <translation>没有引擎支持 4 位 KV 缓存；请使用 bf16、fp8 或 int8</translation>
    </message>
    <message>
        <source>the limit must be 0 (all) or more</source>
        <translation>上限必须为 0（全部）或更大</translation>
    </message>
    <message>
        <source>a context of %1 tokens is beyond the %2 positions of %3</source>
        <translation>%1 个标记的上下文超出了 %3 的 %2 个位置</translation>
    </message>
    <message>
        <source>offline traffic has no latency target; drop it or give a concurrency or a request rate</source>
        <translation>离线流量没有延迟目标；请去掉它，或给出并发数或请求速率</translation>
    </message>
</context>
<context>
    <name>ShardPanel</name>
    <message>
        <source>TFRecord shards</source>
        <translation>TFRecord 分片</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>标记数(&amp;T)：</translation>
    </message>
    <message>
        <source>Tokens in the dataset to write as TFRecords</source>
        <translation>数据集中要写成 TFRecord 的标记数</translation>
    </message>
    <message>
        <source>Se&amp;q len:</source>
        <translation>序列长度(&amp;Q)：</translation>
    </message>
    <message>
        <source>Tokens per record (the packed chunk length; the plan&apos;s sequence length by default)</source>
        <translation>每条记录的标记数（打包后的块长度；默认取方案的序列长度）</translation>
    </message>
    <message>
        <source>S&amp;lice:</source>
        <translation>切片(&amp;L)：</translation>
    </message>
    <message>
        <source>The TPU slice that reads the data: it sets the number of hosts</source>
        <translation>读取数据的 TPU 切片：它决定主机数</translation>
    </message>
    <message>
        <source>&amp;Hosts:</source>
        <translation>主机数(&amp;H)：</translation>
    </message>
    <message>
        <source>Hosts (VMs) that read the shards: 1 for a v2-8 or v3-8, more on pod slices</source>
        <translation>读取分片的主机（VM）数：v2-8 或 v3-8 为 1，pod 切片上更多</translation>
    </message>
</context>
<context>
    <name>ShardPlan</name>
    <message>
        <source>the dataset size must be a positive number</source>
        <translation>数据集大小必须为正数</translation>
    </message>
    <message>
        <source>the sequence length must be from 1 to %1 tokens</source>
        <translation>序列长度必须在 1 到 %1 个标记之间</translation>
    </message>
    <message>
        <source>bytes per token must be from 0.125 to 1024</source>
        <translation>每个标记的字节数必须在 0.125 到 1024 之间</translation>
    </message>
    <message>
        <source>the record overhead must be from 0 to 1,000,000 bytes</source>
        <translation>记录开销必须在 0 到 1,000,000 字节之间</translation>
    </message>
    <message>
        <source>the number of hosts must be from 1 to %1</source>
        <translation>主机数必须在 1 到 %1 之间</translation>
    </message>
    <message>
        <source>the storage price must be zero or positive</source>
        <translation>存储价格必须为零或正数</translation>
    </message>
    <message>
        <source>the shard size rules are inconsistent</source>
        <translation>分片大小规则互相矛盾</translation>
    </message>
    <message>
        <source>tokens per document must be a positive number up to %1</source>
        <translation>每个文档的标记数必须是不超过 %1 的正数</translation>
    </message>
    <message>
        <source>text bytes per token must be from 0.25 to 1024</source>
        <translation>每个标记的文本字节数必须在 0.25 到 1024 之间</translation>
    </message>
    <message>
        <source>the dataset holds less than one token</source>
        <translation>数据集不足一个标记</translation>
    </message>
    <message>
        <source>more than %1 tokens; the planner stops there</source>
        <translation>超过 %1 个标记；规划器最多处理到此</translation>
    </message>
    <message>
        <source>Shards of %1 are under the ideal %2: at least %3 shards per host (%4 in all) come first, so that every host has files to interleave and shuffle.</source>
        <translation>%1 的分片小于理想的 %2：优先保证每台主机至少 %3 个分片（共 %4 个），以便每台主机都有可交错读取和打乱的文件。</translation>
    </message>
    <message>
        <source>The dataset (%1) is too small for %2 shards of at least %3: %4 shard(s) instead, %5 per host. Shuffle records with a buffer that holds a good part of the data.</source>
        <translation>数据集（%1）太小，无法分成 %2 个至少 %3 的分片：改为 %4 个分片，每台主机 %5 个。请使用能容纳相当一部分数据的缓冲区来打乱记录。</translation>
    </message>
    <message>
        <source>Only %1 record(s) for %2 hosts: some hosts read nothing. Use fewer hosts or a shorter chunk.</source>
        <translation>%2 台主机只有 %1 条记录：有些主机读不到任何数据。请使用更少的主机或更短的块。</translation>
    </message>
    <message>
        <source>The whole dataset is %1: it fits in host memory, so it can also be fed as in-memory arrays (no Cloud Storage needed even on a TPU Node).</source>
        <translation>整个数据集为 %1：可放入主机内存，因此也可以作为内存数组输入（即使在 TPU 节点上也无需 Cloud Storage）。</translation>
    </message>
    <message>
        <source>Records are chunks of %1 tokens (documents packed end to end, the last chunk padded).</source>
        <translation>每条记录是 %1 个标记的块（文档首尾相连打包，最后一块填充）。</translation>
    </message>
    <message>
        <source>%1 bytes per token in a record (int32 input_ids + int32 attention_mask; varint-encoded Int64List features are usually smaller) and %2 bytes per record (TFRecord framing 16 bytes + tf.train.Example keys and tags).</source>
        <translation>记录中每个标记 %1 字节（int32 input_ids + int32 attention_mask；varint 编码的 Int64List 特征通常更小），每条记录 %2 字节（TFRecord 帧 16 字节 + tf.train.Example 的键和标签）。</translation>
    </message>
    <message>
        <source>%1 tokens per document.</source>
        <translation>每个文档 %1 个标记。</translation>
    </message>
    <message>
        <source>%1 bytes of UTF-8 text per token.</source>
        <translation>每个标记 %1 字节 UTF-8 文本。</translation>
    </message>
    <message>
        <source>Shards of at most %1, ideally at least %2 and never under %3 unless the data is that small; at least %4 shards per host and a multiple of the host count (TensorFlow TFRecord guide).</source>
        <translation>分片最大 %1，理想情况下至少 %2，除非数据本身很小，否则不小于 %3；每台主机至少 %4 个分片，且为主机数的倍数（TensorFlow TFRecord 指南）。</translation>
    </message>
</context>
<context>
    <name>Sharding</name>
    <message>
        <source>data %1 × fsdp %2 × tensor %3</source>
        <translation>data %1 × fsdp %2 × tensor %3</translation>
    </message>
    <message>
        <source>fsdp %1 × tensor %2</source>
        <translation>fsdp %1 × tensor %2</translation>
    </message>
    <message>
        <source>%1 × %2 slices</source>
        <translation>%1 × %2 个切片</translation>
    </message>
    <message>
        <source>every mesh axis needs at least one device</source>
        <translation>每个网格轴至少需要一个设备</translation>
    </message>
    <message>
        <source>the mesh %1 (%2 devices) does not divide the %3 devices of %4</source>
        <translation>%4 的 %3 个设备不能被网格 %1（%2 个设备）整除</translation>
    </message>
    <message>
        <source>tensor parallelism of %1 is more than the %2 attention heads of %3</source>
        <translation>张量并行度 %1 超过了 %3 的 %2 个注意力头</translation>
    </message>
    <message>
        <source>tensor parallelism of %1 does not divide the %2 attention heads of %3</source>
        <translation>%3 的 %2 个注意力头不能被张量并行度 %1 整除</translation>
    </message>
    <message>
        <source>tensor parallelism stays inside one node: %1 holds at most %2 GPUs, not %3</source>
        <translation>张量并行限于单个节点内：%1 最多容纳 %2 个 GPU，而不是 %3 个</translation>
    </message>
    <message>
        <source>slices are TPU slices: a GPU job grows with --devices</source>
        <translation>切片指 TPU 切片：GPU 作业用 --devices 扩展</translation>
    </message>
    <message>
        <source>%1 × expert %2</source>
        <translation>%1 × expert %2</translation>
    </message>
    <message>
        <source>expert parallelism of %1 needs a mixture-of-experts model: %2 is dense</source>
        <translation>专家并行度 %1 需要混合专家模型：%2 是稠密模型</translation>
    </message>
    <message>
        <source>expert parallelism of %1 is more than the %2 experts of %3</source>
        <translation>专家并行度 %1 超过了 %3 的 %2 个专家</translation>
    </message>
    <message>
        <source>expert parallelism of %1 does not divide the %2 experts of %3</source>
        <translation>%3 的 %2 个专家不能被专家并行度 %1 整除</translation>
    </message>
    <message>
        <source>%1 × context %2</source>
        <translation>%1 × context %2</translation>
    </message>
    <message>
        <source>%1 × stage %2</source>
        <translation>%1 × stage %2</translation>
    </message>
    <message>
        <source>pipeline parallelism of %1 is more than the %2 layers of %3</source>
        <translation>流水线并行度 %1 超过了 %3 的 %2 层</translation>
    </message>
</context>
<context>
    <name>ShardsCommand</name>
    <message>
        <source>Plan TFRecord shards for a dataset: records, shard count and size, shards per host, and the Cloud Storage cost.</source>
        <translation>为数据集规划 TFRecord 分片：记录数、分片数量和大小、每台主机的分片数以及 Cloud Storage 成本。</translation>
    </message>
    <message>
        <source>Dataset size in tokens (1e9 and 1G work too).</source>
        <translation>以标记计的数据集大小（也可写作 1e9 或 1G）。</translation>
    </message>
    <message>
        <source>Dataset size in documents (with --tokens-per-document).</source>
        <translation>以文档计的数据集大小（配合 --tokens-per-document）。</translation>
    </message>
    <message>
        <source>Mean tokens per document.</source>
        <translation>每个文档的平均标记数。</translation>
    </message>
    <message>
        <source>Dataset size in bytes of UTF-8 text.</source>
        <translation>以 UTF-8 文本字节计的数据集大小。</translation>
    </message>
    <message>
        <source>Bytes of text per token, for --bytes.</source>
        <translation>每个标记对应的文本字节数，用于 --bytes。</translation>
    </message>
    <message>
        <source>Tokens per record (the packed chunk length).</source>
        <translation>每条记录的标记数（打包后的块长度）。</translation>
    </message>
    <message>
        <source>Hosts reading the data (1 for v2-8/v3-8).</source>
        <translation>读取数据的主机数（v2-8/v3-8 为 1）。</translation>
    </message>
    <message>
        <source>Take the host count from this TPU slice in the catalog.</source>
        <translation>从目录中此 TPU 切片获取主机数。</translation>
    </message>
    <message>
        <source>Bytes per token in a record (8 = int32 input_ids + int32 attention_mask).</source>
        <translation>记录中每个标记的字节数（8 = int32 input_ids + int32 attention_mask）。</translation>
    </message>
    <message>
        <source>Region of the Cloud Storage bucket.</source>
        <translation>Cloud Storage 存储桶所在区域。</translation>
    </message>
    <message>
        <source>Cloud Storage class in the catalog.</source>
        <translation>目录中的 Cloud Storage 存储类别。</translation>
    </message>
    <message>
        <source>How the TPU is reached: vm or node (Colab is a node).</source>
        <translation>TPU 的访问方式：vm 或 node（Colab 属于 node）。</translation>
    </message>
    <message>
        <source>Where the shards live: gcs, local or memory.</source>
        <translation>分片存放位置：gcs、local 或 memory。</translation>
    </message>
    <message>
        <source>give exactly one of --tokens, --documents or --bytes</source>
        <translation>--tokens、--documents 和 --bytes 必须且只能给出一个</translation>
    </message>
    <message>
        <source>--%1 must be a positive whole number (1e9 and 1G work too), got &quot;%2&quot;</source>
        <translation>--%1 必须是正整数（也可写作 1e9 或 1G），实际为“%2”</translation>
    </message>
    <message>
        <source>--documents needs --tokens-per-document</source>
        <translation>--documents 需要 --tokens-per-document</translation>
    </message>
    <message>
        <source>give --hosts or --slice, not both</source>
        <translation>请指定 --hosts 或 --slice，不能同时指定</translation>
    </message>
    <message>
        <source>unknown TPU slice &quot;%1&quot; (see tpuplan catalog)</source>
        <translation>未知的 TPU 切片“%1”（参见 tpuplan catalog）</translation>
    </message>
    <message>
        <source>unknown region &quot;%1&quot; (regions: %2)</source>
        <translation>未知的区域“%1”（区域：%2）</translation>
    </message>
    <message>
        <source>unknown storage class &quot;%1&quot; (known: %2)</source>
        <translation>未知的存储类别“%1”（已知：%2）</translation>
    </message>
    <message>
        <source>Dataset: %1 tokens in %2 records of %3 tokens, %4 bytes each</source>
        <translation>数据集：%1 个标记，共 %2 条记录，每条 %3 个标记、%4 字节</translation>
    </message>
    <message>
        <source>TFRecords: %1 (%2 GiB)</source>
        <translation>TFRecord：%1（%2 GiB）</translation>
    </message>
    <message>
        <source>Shards: %1 (%2 … %3)</source>
        <translation>分片：%1（%2 … %3）</translation>
    </message>
    <message>
        <source>%1 or %2 records per shard, up to %3 each</source>
        <translation>每个分片 %1 或 %2 条记录，每个最多 %3</translation>
    </message>
    <message>
        <source>%1 records per shard, %2 each</source>
        <translation>每个分片 %1 条记录，每个 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n host(s), %1 shard(s) per host; by size %2, by hosts %3</source>
        <translation>
            <numerusform>%n 台主机，每台主机 %1 个分片；按大小 %2，按主机 %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Storage: %1 GiB × %2 per GiB-month (%3, %4) = %5 per month [%6, %7]</source>
        <translation>存储：%1 GiB × 每 GiB·月 %2（%3，%4）= 每月 %5 [%6, %7]</translation>
    </message>
    <message>
        <source>The catalog has one price per storage class; regional differences are not modelled. Keep the bucket in the TPU&apos;s region.</source>
        <translation>目录中每个存储类别只有一个价格；未对区域差异建模。请将存储桶放在 TPU 所在区域。</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Readiness</source>
        <translation>就绪检查</translation>
    </message>
</context>
<context>
    <name>StepText</name>
    <message>
        <source>%1 ms (%2–%3 ms)</source>
        <translation>%1 ms（%2–%3 ms）</translation>
    </message>
    <message>
        <source>%1 s (%2–%3 s)</source>
        <translation>%1 s（%2–%3 s）</translation>
    </message>
    <message>
        <source>%1 min (%2–%3 min)</source>
        <translation>%1 min（%2–%3 min）</translation>
    </message>
    <message>
        <source>%1 days (%2–%3 days)</source>
        <translation>%1 天（%2–%3 天）</translation>
    </message>
    <message>
        <source>%1 h (%2–%3 h)</source>
        <translation>%1 h（%2–%3 h）</translation>
    </message>
    <message>
        <source>The micro-batch is too small for the matmuls to be bound by their FLOPs: reading the weights from HBM takes longer.</source>
        <translation>微批次太小，矩阵乘法的瓶颈不在 FLOPs：从 HBM 读取权重耗时更长。</translation>
    </message>
    <message>
        <source>%1 (%2–%3)</source>
        <translation>%1（%2–%3）</translation>
    </message>
    <message>
        <source>Of the %1 s of compute: matmuls %2 s, attention %3 s, memory-bound work %4 s, optimizer update %5 s, fixed per-step overhead %6 s; of these, padding to the %7 × %7 matrix unit takes %8 s and checkpointing&apos;s recompute %9 s.</source>
        <translation>在 %1 s 的计算中：矩阵乘法 %2 s，注意力 %3 s，访存受限运算 %4 s，优化器更新 %5 s，每步固定开销 %6 s；其中，填充到 %7 × %7 矩阵单元占 %8 s，梯度检查点的重计算占 %9 s。</translation>
    </message>
    <message>
        <source>Matmuls at %1 % of the peak, memory-bound work at %2 % of the HBM bandwidth, %3 s of fixed cost per dispatch of the step: host dispatch, infeed, launches (%4).</source>
        <translation>矩阵乘法达到峰值的 %1%，访存受限运算达到 HBM 带宽的 %2%，训练步每次分派的固定开销为 %3 s：主机分派、输入馈送、启动（%4）。</translation>
    </message>
    <message>
        <source>Of the matmuls, the routed experts take %1 s and token dropping&apos;s dispatch einsums and padded capacity slots %2 s.</source>
        <translation>矩阵乘法中，路由专家占 %1 s，标记丢弃的分派 einsum 和填充的容量槽位占 %2 s。</translation>
    </message>
    <message>
        <source>The all-to-all that sends the tokens to their experts and back adds %1 s, in line with compute (the experts wait for it).</source>
        <translation>将标记发送给专家并传回的 all-to-all 增加 %1 s，与计算串行执行（专家需等待它完成）。</translation>
    </message>
    <message>
        <source>Grouped expert matmuls at %1 % of the dense rate, routing imbalance × %2, MoE band × %3–%4 (%5).</source>
        <translation>分组专家矩阵乘法达到稠密速率的 %1%，路由不均衡 × %2，MoE 区间 × %3–%4（%5）。</translation>
    </message>
    <message>
        <source>The pipeline (%1, %2 microbatches, %3 chunks of layers per stage) idles %4 s in its bubble, %5 % of the step.</source>
        <translation>流水线（%1，%2 个微批次，每个阶段 %3 个层块）在气泡中空闲 %4 s，占训练步的 %5%。</translation>
    </message>
    <message>
        <source>Its sends between stages take %1 s over the nodes&apos; network, beside compute (1F1B overlaps them).</source>
        <translation>其阶段间发送经由节点间网络耗时 %1 s，与计算并行（1F1B 使其与计算重叠）。</translation>
    </message>
    <message>
        <source>Its sends between stages take %1 s over the devices&apos; own links, beside compute (1F1B overlaps them).</source>
        <translation>其阶段间发送经由设备自身的链路耗时 %1 s，与计算并行（1F1B 使其与计算重叠）。</translation>
    </message>
    <message>
        <source>The context axis&apos;s all-gather of each layer&apos;s keys and values takes %1 s, in line with compute (MaxText&apos;s default all-gather is not overlapped).</source>
        <translation>context 轴对每层键和值的 all-gather 耗时 %1 s，与计算串行执行（MaxText 默认的 all-gather 不与计算重叠）。</translation>
    </message>
    <message>
        <source>The context axis passes each layer&apos;s keys and values round a ring in %1 s; %2 s of it is not hidden behind the attention blocks and adds to compute.</source>
        <translation>context 轴沿环传递每层的键和值，耗时 %1 s；其中 %2 s 未被注意力块隐藏，计入计算时间。</translation>
    </message>
    <message>
        <source>MFU %1 % of the %2 peak (%3 TFLOP/s per device)</source>
        <translation>MFU 为 %2 峰值的 %1%（每设备 %3 TFLOP/s）</translation>
    </message>
    <message>
        <source>MFU %1 % of the %2 peak (%3 TFLOP/s per device, as MaxText and NeMo print it), %4 % of the %5 peak (%6 TFLOP/s)</source>
        <translation>MFU 为 %2 峰值的 %1%（每设备 %3 TFLOP/s，与 MaxText 和 NeMo 的输出口径一致），为 %5 峰值的 %4%（%6 TFLOP/s）</translation>
    </message>
    <message>
        <source>%1 % of the step&apos;s FLOPs run in %2 (the layers&apos; linear matmuls; attention and the LM head stay in %3), at most %4× faster than %3.</source>
        <translation>训练步 %1% 的 FLOPs 以 %2 运行（各层的线性矩阵乘法；注意力和 LM 头保持 %3），速度最多为 %3 的 %4 倍。</translation>
    </message>
</context>
<context>
    <name>TimeModel</name>
    <message>
        <source>MaxText&apos;s model FLOPs: 6 × non-embedding parameters + 6 h V for the LM head + attention 12 L (a d) s, causal attention at half (MaxText PR #1988, 2025-07-27); no recompute, no padding</source>
        <translation>MaxText 的模型 FLOPs：6 × 非嵌入参数 + LM 头的 6 h V + 注意力 12 L (a d) s，因果注意力按一半计（MaxText PR #1988，2025-07-27）；不含重计算和填充</translation>
    </message>
    <message>
        <source>fitted on %1</source>
        <translation>基于 %1 拟合</translation>
    </message>
    <message>
        <source>%1; no published run on %2: assumed alike</source>
        <translation>%1；%2 没有公开的训练结果：假定相同</translation>
    </message>
    <message>
        <source>assumed from %1: MoE runs sit 10-15 MFU points below dense ones on the same TPU; the routed experts&apos; grouped matmuls at %2 of the dense rate, balanced routing as the published runs force%3</source>
        <translation>基于 %1 假定：在同一 TPU 上，MoE 训练的 MFU 比稠密模型低 10-15 个百分点；路由专家的分组矩阵乘法达到稠密速率的 %2，路由按已公开训练运行的强制方式保持均衡%3</translation>
    </message>
    <message>
        <source>; a TPU figure, assumed alike on GPUs</source>
        <translation>；此为 TPU 上的数据，假定 GPU 上相同</translation>
    </message>
    <message>
        <source>MaxText&apos;s model FLOPs: 6 × active non-embedding parameters (%1 of the %2 routed experts, the shared experts and the router) + 6 h V for the LM head + attention 12 L (a d) s, causal attention at half (MaxText PR #1988, 2025-07-27); no recompute, no padding</source>
        <translation>MaxText 的模型 FLOPs：6 × 激活的非嵌入参数（%2 个路由专家中的 %1 个、共享专家和路由器）+ LM 头的 6 h V + 注意力 12 L (a d) s，因果注意力按一半计（MaxText PR #1988，2025-07-27）；不含重计算和填充</translation>
    </message>
    <message>
        <source>MaxText&apos;s model FLOPs: 6 × active non-embedding parameters (%1 of the %2 routed experts and the router) + 6 h V for the LM head + attention 12 L (a d) s, causal attention at half (MaxText PR #1988, 2025-07-27); no recompute, no padding</source>
        <translation>MaxText 的模型 FLOPs：6 × 激活的非嵌入参数（%2 个路由专家中的 %1 个和路由器）+ LM 头的 6 h V + 注意力 12 L (a d) s，因果注意力按一半计（MaxText PR #1988，2025-07-27）；不含重计算和填充</translation>
    </message>
</context>
<context>
    <name>TrainingSetup</name>
    <message>
        <source>eager attention</source>
        <translation>eager 注意力</translation>
    </message>
    <message>
        <source>splash attention (Pallas)</source>
        <translation>splash attention（Pallas）</translation>
    </message>
    <message>
        <source>FlashAttention-2</source>
        <translation>FlashAttention-2</translation>
    </message>
    <message>
        <source>unknown tensor &quot;%1&quot; (expected one of decoder_layer_input, query_proj, key_proj, value_proj, context, out_proj, mlpwi, mlpwi_0, mlpwi_1, mlpwo)</source>
        <translation>未知的张量“%1”（应为 decoder_layer_input、query_proj、key_proj、value_proj、context、out_proj、mlpwi、mlpwi_0、mlpwi_1、mlpwo 之一）</translation>
    </message>
    <message>
        <source>%1: unknown placement &quot;%2&quot; (expected remat, device or offload)</source>
        <translation>%1：未知的放置方式“%2”（应为 remat、device 或 offload）</translation>
    </message>
    <message>
        <source>%1: %2 has no fp8 matmul unit; use int8-mixed (MaxText&apos;s int8 recipe for v6e and earlier)</source>
        <translation>%1：%2 没有 fp8 矩阵乘法单元；请使用 int8-mixed（MaxText 针对 v6e 及更早代次的 int8 配方）</translation>
    </message>
    <message>
        <source>%1: %2 has no fp8 matmul unit (fp8 tensor cores start with Ada and Hopper GPUs, TPU7x); use bf16-mixed</source>
        <translation>%1：%2 没有 fp8 矩阵乘法单元（fp8 Tensor Core 始于 Ada 和 Hopper GPU，TPU 则始于 TPU7x）；请使用 bf16-mixed</translation>
    </message>
    <message>
        <source>%1: int8 training (AQT/Qwix) is a TPU recipe; on %2 use fp8-mixed</source>
        <translation>%1：int8 训练（AQT/Qwix）是 TPU 配方；在 %2 上请使用 fp8-mixed</translation>
    </message>
    <message>
        <source>%1: int8 training (AQT/Qwix) is a TPU recipe; on %2 use bf16-mixed</source>
        <translation>%1：int8 训练（AQT/Qwix）是 TPU 配方；在 %2 上请使用 bf16-mixed</translation>
    </message>
    <message>
        <source>%1: the catalog has no int8 peak for %2; use fp8-mixed (MaxText&apos;s fp8_full recipe for v7x and later)</source>
        <translation>%1：目录中没有 %2 的 int8 峰值；请使用 fp8-mixed（MaxText 针对 v7x 及更新代次的 fp8_full 配方）</translation>
    </message>
    <message>
        <source>%1: %2 has no int8 matmul unit; use bf16-mixed</source>
        <translation>%1：%2 没有 int8 矩阵乘法单元；请使用 bf16-mixed</translation>
    </message>
</context>
<context>
    <name>UserCatalogFile</name>
    <message>
        <source>cannot update this section: write &quot;%1:&quot; at the start of a line, unquoted</source>
        <translation>无法更新此部分：请在行首写 %1:（不加引号）</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>cannot write the catalog file: %1</source>
        <translation>无法写入目录文件：%1</translation>
    </message>
    <message>
        <source>a catalog file</source>
        <translation>目录文件</translation>
    </message>
</context>
<context>
    <name>YamlReader</name>
    <message>
        <source>nesting deeper than %1 levels</source>
        <translation>嵌套深度超过 %1 层</translation>
    </message>
    <message>
        <source>not valid YAML: %1</source>
        <translation>不是有效的 YAML：%1</translation>
    </message>
    <message>
        <source>expected a mapping of keys to values</source>
        <translation>应为键到值的映射</translation>
    </message>
    <message>
        <source>unknown key (expected one of: %1)</source>
        <translation>未知的键（应为以下之一：%1）</translation>
    </message>
    <message>
        <source>missing required field</source>
        <translation>缺少必填字段</translation>
    </message>
    <message>
        <source>expected a single value</source>
        <translation>应为单个值</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>expected a number</source>
        <translation>应为数字</translation>
    </message>
    <message>
        <source>expected a number, got &quot;%1&quot;</source>
        <translation>应为数字，实际为“%1”</translation>
    </message>
    <message>
        <source>must be greater than %1, got %2</source>
        <translation>必须大于 %1，实际为 %2</translation>
    </message>
    <message>
        <source>must be at least %1, got %2</source>
        <translation>必须至少为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>must be at most %1, got %2</source>
        <translation>不得超过 %1，实际为 %2</translation>
    </message>
    <message>
        <source>expected a whole number, got %1</source>
        <translation>应为整数，实际为 %1</translation>
    </message>
    <message>
        <source>expected true or false, got &quot;%1&quot;</source>
        <translation>应为 true 或 false，实际为“%1”</translation>
    </message>
    <message>
        <source>missing required field (a date, YYYY-MM-DD)</source>
        <translation>缺少必填字段（日期，YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>expected a date YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation>应为日期 YYYY-MM-DD，实际为“%1”</translation>
    </message>
    <message>
        <source>expected a list</source>
        <translation>应为列表</translation>
    </message>
    <message>
        <source>expected a list of values</source>
        <translation>应为值的列表</translation>
    </message>
    <message>
        <source>a YAML file</source>
        <translation>YAML 文件</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>Output format: text or json.</source>
        <translation>输出格式：text 或 json。</translation>
    </message>
    <message>
        <source>A catalog YAML file merged over the built-in catalog.</source>
        <translation>合并到内置目录之上的目录 YAML 文件。</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot;</source>
        <translation>意外的参数“%1”</translation>
    </message>
    <message>
        <source>--format must be text or json, got &quot;%1&quot;</source>
        <translation>--format 必须为 text 或 json，实际为“%1”</translation>
    </message>
    <message>
        <source>--%1 must be a whole number from %2 to %3, got &quot;%4&quot;</source>
        <translation>--%1 必须是 %2 到 %3 之间的整数，实际为“%4”</translation>
    </message>
    <message>
        <source>--%1 must be a number from %2 to %3, got &quot;%4&quot;</source>
        <translation>--%1 必须是 %2 到 %3 之间的数字，实际为“%4”</translation>
    </message>
    <message>
        <source>--%1 must be one of %2, got &quot;%3&quot;</source>
        <translation>--%1 必须是 %2 之一，实际为“%3”</translation>
    </message>
    <message>
        <source>TPU generations, slices, GPUs and prices</source>
        <translation>TPU 代次、切片、GPU 和价格</translation>
    </message>
    <message>
        <source>the model presets</source>
        <translation>模型预设</translation>
    </message>
    <message>
        <source>a model&apos;s architecture and parameter count</source>
        <translation>模型的架构和参数量</translation>
    </message>
    <message>
        <source>padding and bucketing strategies for a file of sequence lengths</source>
        <translation>针对序列长度文件的填充与分桶策略</translation>
    </message>
    <message>
        <source>TFRecord shard count and size for a dataset</source>
        <translation>数据集的 TFRecord 分片数量和大小</translation>
    </message>
    <message>
        <source>memory per device: breakdown and fit</source>
        <translation>每设备内存：明细及能否容纳</translation>
    </message>
    <message>
        <source>the largest batch per device that fits</source>
        <translation>可容纳的最大每设备批次大小</translation>
    </message>
    <message>
        <source>ranked candidates: hardware, time and cost</source>
        <translation>排序后的候选配置：硬件、时间和成本</translation>
    </message>
    <message>
        <source>run a saved plan YAML</source>
        <translation>运行已保存的方案 YAML</translation>
    </message>
    <message>
        <source>Usage: tpuplan COMMAND [options]   (tpuplan COMMAND --help for details)</source>
        <translation>用法：tpuplan COMMAND [options]   （详见 tpuplan COMMAND --help）</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>命令：</translation>
    </message>
    <message>
        <source>tpuplan: unknown command &quot;%1&quot; (try tpuplan --help)</source>
        <translation>tpuplan：未知命令“%1”（请尝试 tpuplan --help）</translation>
    </message>
    <message>
        <source>Ignore the user&apos;s catalog file (%1).</source>
        <translation>忽略自定义目录文件（%1）。</translation>
    </message>
    <message>
        <source>read an out-of-memory error: estimate vs observation, calibration, the smallest fix</source>
        <translation>读取内存不足错误：估算值与观测值对比、校准、最小修复方案</translation>
    </message>
    <message>
        <source>export a plan&apos;s report: PDF, HTML, Markdown, CSV or JSON</source>
        <translation>导出方案报告：PDF、HTML、Markdown、CSV 或 JSON</translation>
    </message>
    <message>
        <source>catalog %1</source>
        <translation>目录 %1</translation>
    </message>
    <message>
        <source>serving: hardware, replicas, latency and cost per million tokens</source>
        <translation>推理服务：硬件、副本、延迟和每百万标记成本</translation>
    </message>
    <message>
        <source>unknown pricing model &quot;%1&quot;</source>
        <translation>未知的计价模式“%1”</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Plan transformer training on Cloud TPU.</source>
        <translation>规划在 Cloud TPU 上训练 Transformer。</translation>
    </message>
    <message>
        <source>Render the window offscreen to a PNG once the first results are shown, then exit.</source>
        <translation>显示首批结果后，将窗口离屏渲染为 PNG，然后退出。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Use this settings file instead of the user&apos;s (layout, last inputs, preferences).</source>
        <translation>使用此设置文件代替用户的设置文件（布局、上次的输入、首选项）。</translation>
    </message>
    <message>
        <source>A plan YAML file to open.</source>
        <translation>要打开的方案 YAML 文件。</translation>
    </message>
    <message>
        <source>TPU Planner</source>
        <translation>TPU Planner</translation>
    </message>
    <message>
        <source>TPU Planner cannot start</source>
        <translation>TPU Planner 无法启动</translation>
    </message>
    <message>
        <source>The built-in catalog is broken:
%1</source>
        <translation>内置目录已损坏：
%1</translation>
    </message>
    <message>
        <source>Saved %1 (%2 ms after start)
</source>
        <translation>已保存 %1（启动后 %2 ms）
</translation>
    </message>
    <message>
        <source>Could not write %1
</source>
        <translation>无法写入 %1
</translation>
    </message>
    <message>
        <source>Language: en, ja, zh_CN or ko (default: the preference, else the system&apos;s).</source>
        <translation>语言：en、ja、zh_CN 或 ko（默认：首选项，否则为系统语言）。</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANG</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot; (use en, ja, zh_CN or ko)
</source>
        <translation>未知语言“%1”（请使用 en、ja、zh_CN 或 ko）
</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::AboutDialog</name>
    <message>
        <source>About TPU Planner</source>
        <translation>关于 TPU Planner</translation>
    </message>
    <message>
        <source>&lt;h2&gt;TPU Planner %1&lt;/h2&gt;&lt;p&gt;Plans the training of transformer encoders (BERT, RoBERTa, BigBird) on Cloud TPU and GPUs: whether the model fits, how long the run takes and what it costs, with the reason behind each number.&lt;/p&gt;&lt;p&gt;Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later). Qt Charts, which draws the charts, is itself licensed under the GPL-3.0.&lt;/p&gt;&lt;p&gt;Built with Qt %2 (running on Qt %3). Catalog %4.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;TPU Planner %1&lt;/h2&gt;&lt;p&gt;规划 Transformer 编码器（BERT、RoBERTa、BigBird）在 Cloud TPU 和 GPU 上的训练：模型能否容纳、运行需要多长时间、花费多少，并给出每个数字背后的理由。&lt;/p&gt;&lt;p&gt;许可证：GNU 通用公共许可证第 3 版或更高版本（GPL-3.0-or-later）。用于绘制图表的 Qt Charts 本身采用 GPL-3.0 许可。&lt;/p&gt;&lt;p&gt;基于 Qt %2 构建（运行于 Qt %3）。目录 %4。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CalibrationModel</name>
    <message>
        <source>activations × %1 at least</source>
        <translation>激活值 × %1（至少）</translation>
    </message>
    <message>
        <source>activations × %1</source>
        <translation>激活值 × %1</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>%1
%2
Configuration: %3</source>
        <translation>%1
%2
配置：%3</translation>
    </message>
    <message>
        <source>Runtime/family</source>
        <translation>运行时/系列</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>修正</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Observed on</source>
        <translation>观测于</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>依据</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CandidateTableModel</name>
    <message>
        <source>#%1 %2 · %3 · %4 · %5 · %6</source>
        <translation>#%1 %2 · %3 · %4 · %5 · %6</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>★</source>
        <translation>★</translation>
    </message>
    <message>
        <source>%1 of %2 per device</source>
        <translation>%1 / %2（每设备）</translation>
    </message>
    <message>
        <source>Accelerator %1, host %2, storage %3</source>
        <translation>加速器 %1，主机 %2，存储 %3</translation>
    </message>
    <message>
        <source>P10 %1 · P50 %2 · P90 %3</source>
        <translation>P10 %1 · P50 %2 · P90 %3</translation>
    </message>
    <message>
        <source>Expected cost including lost work and restarts</source>
        <translation>计入损失工作量和重启的预期成本</translation>
    </message>
    <message>
        <source>Price from %1 (%2): older than %3 months</source>
        <translation>价格来自 %1（%2）：已超过 %3 个月</translation>
    </message>
    <message>
        <source>Price from %1 (%2)</source>
        <translation>价格来自 %1（%2）</translation>
    </message>
    <message>
        <source>Rank by the plan&apos;s objective: candidates that fit and meet the constraints come first</source>
        <translation>按方案的目标排序：可容纳且满足约束的候选配置排在前面</translation>
    </message>
    <message>
        <source>Gradient checkpointing: none, full, every k-th layer, or selective (attention only)</source>
        <translation>梯度检查点：无、完全、每第 k 层或选择性（仅注意力）</translation>
    </message>
    <message>
        <source>Batch per device × gradient-accumulation steps</source>
        <translation>每设备批次大小 × 梯度累积步数</translation>
    </message>
    <message>
        <source>Estimated memory per device (TensorCore, chip or GPU)</source>
        <translation>估算的每设备内存（TensorCore、芯片或 GPU）</translation>
    </message>
    <message>
        <source>Fits in the device&apos;s memory with the safety margin kept free</source>
        <translation>在保留安全余量的前提下能否放入设备内存</translation>
    </message>
    <message>
        <source>Wall time without preemptions (checkpoint saves included)</source>
        <translation>不计抢占的总耗时（含保存检查点）</translation>
    </message>
    <message>
        <source>Expected wall time with preemptions, lost work and restarts</source>
        <translation>计入抢占、损失工作量和重启的预期总耗时</translation>
    </message>
    <message>
        <source>Cost without preemptions: accelerator, host VM and storage</source>
        <translation>不计抢占的成本：加速器、主机 VM 和存储</translation>
    </message>
    <message>
        <source>Expected cost with preemptions, lost work and restarts</source>
        <translation>计入抢占、损失工作量和重启的预期成本</translation>
    </message>
    <message>
        <source>On the Pareto front: nothing else is both cheaper and faster</source>
        <translation>位于帕累托前沿：没有其他候选配置既更便宜又更快</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计价</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Ckpt.</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批次</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>内存</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>每步</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Exp. time</source>
        <translation>预期时间</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Exp. cost</source>
        <translation>预期成本</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>帕累托</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · offload %2</source>
        <translation>%1 · 卸载 %2</translation>
    </message>
    <message>
        <source>How the job&apos;s devices share the model: the sharding strategy, the mesh (data × fsdp × tensor, times the slices over the data-centre network) and what host offload moves to the host</source>
        <translation>作业的设备如何分担模型：分片策略、网格（data × fsdp × tensor，再乘以经数据中心网络连接的切片数）以及主机卸载移至主机的内容</translation>
    </message>
    <message>
        <source>Mesh</source>
        <translation>网格</translation>
    </message>
    <message>
        <source>Expected %1 · %2</source>
        <translation>预期 %1 · %2</translation>
    </message>
    <message>
        <source>Compute alone: %1</source>
        <translation>仅计算：%1</translation>
    </message>
    <message>
        <source>Seconds per optimizer step, and in parentheses the band the time model&apos;s calibration runs leave around it</source>
        <translation>每个优化器步的秒数，括号内为时间模型的校准运行在其上下形成的区间</translation>
    </message>
    <message>
        <source>Model FLOPs utilization of the predicted step: %1</source>
        <translation>预测训练步的模型 FLOPs 利用率：%1</translation>
    </message>
    <message>
        <source>In parentheses: the band the time model&apos;s calibration leaves around it</source>
        <translation>括号内：时间模型的校准在其上下形成的区间</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source> +loss×%1</source>
        <translation> +loss×%1</translation>
    </message>
    <message>
        <source>activations offloaded by checkpointing %1, on the host</source>
        <translation>由梯度检查点卸载的激活值 %1，位于主机上</translation>
    </message>
    <message>
        <source>paged optimizer states %1, outside the device total</source>
        <translation>分页优化器状态 %1，不计入设备总计</translation>
    </message>
    <message>
        <source>loss in %1 chunks (search lever)</source>
        <translation>损失分 %1 块计算（由搜索选用）</translation>
    </message>
    <message>
        <source>%1 (search lever)</source>
        <translation>%1（由搜索选用）</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <source>Price not publicly listed (%1, %2)</source>
        <translation>价格未公开（%1，%2）</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CatalogTableModel</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>代次</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>芯片数</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备数</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>每设备内存</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计价方式</translation>
    </message>
    <message>
        <source>USD per hour</source>
        <translation>每小时美元</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>%1 usable (%2 nominal)</source>
        <translation>可用 %1（标称 %2）</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>未公开标价</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n month(s) old, stale)</source>
        <translation>
            <numerusform>%1（%n 个月前，过时）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n month(s) old)</source>
        <translation>
            <numerusform>%1（%n 个月前）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
Older than %2 months: refresh it with Import Prices… (the import shows what changes before anything is written).</source>
        <translation>%1
已超过 %2 个月：请通过“导入价格…”更新（导入会在写入任何内容之前显示更改）。</translation>
    </message>
    <message>
        <source>The provider publishes no price for this offering. Add the price you were quoted to a user catalog to plan with it.</source>
        <translation>提供商未公布此报价项的价格。要用它制定方案，请将您获得的报价添加到自定义目录中。</translation>
    </message>
    <message>
        <source>&quot;Fits&quot; is judged against the usable memory per device (what XLA lets a program allocate); the nominal figure is the vendor&apos;s.</source>
        <translation>“可容纳”是根据每设备可用内存（XLA 允许程序分配的量）判断的；标称值来自厂商。</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CatalogView</name>
    <message>
        <source>Open User Catalog…</source>
        <translation>打开自定义目录…</translation>
    </message>
    <message>
        <source>Merge a catalog YAML file over the built-in catalog (docs/catalog.md): your own prices, regions or hardware</source>
        <translation>将目录 YAML 文件合并到内置目录之上（docs/catalog.md）：您自己的价格、区域或硬件</translation>
    </message>
    <message>
        <source>Built-in Only</source>
        <translation>仅用内置目录</translation>
    </message>
    <message>
        <source>Drop the user catalog and use the built-in catalog alone</source>
        <translation>舍弃自定义目录，仅使用内置目录</translation>
    </message>
    <message>
        <source>Filter offerings (hardware, region, pricing, source…)</source>
        <translation>筛选报价项（硬件、区域、计价方式、来源…）</translation>
    </message>
    <message>
        <source>built-in only</source>
        <translation>仅内置</translation>
    </message>
    <message>
        <source>Catalog %1 (%2). Prices older than %3 months are marked stale; hover a source for its reference.</source>
        <translation>目录 %1（%2）。超过 %3 个月的价格标为过时；将鼠标悬停在来源上可查看其出处。</translation>
    </message>
    <message>
        <source>Open a user catalog</source>
        <translation>打开自定义目录</translation>
    </message>
    <message>
        <source>Catalog YAML (*.yaml *.yml);;All files (*)</source>
        <translation>目录 YAML (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The catalog file could not be used; the catalog is unchanged.
%1</source>
        <translation>无法使用该目录文件；目录未更改。
%1</translation>
    </message>
    <message>
        <source>Catalog file has an error</source>
        <translation>目录文件有错误</translation>
    </message>
    <message>
        <source>%1

The catalog is unchanged.</source>
        <translation>%1

目录未更改。</translation>
    </message>
    <message>
        <source>Import Prices…</source>
        <translation>导入价格…</translation>
    </message>
    <message>
        <source>Read a public price list (SkyPilot&apos;s GCP vms.csv, gpuhunt&apos;s tpu_pricing.json) into your catalog: the changes are shown before anything is written</source>
        <translation>将公开价格表（SkyPilot 的 GCP vms.csv、gpuhunt 的 tpu_pricing.json）读入您的目录：写入任何内容之前都会先显示更改</translation>
    </message>
    <message>
        <source>Import prices from</source>
        <translation>从以下文件导入价格</translation>
    </message>
    <message>
        <source>Price lists (*.csv *.json);;SkyPilot GCP catalog (*.csv);;gpuhunt TPU pricing (*.json);;All files (*)</source>
        <translation>价格表 (*.csv *.json);;SkyPilot GCP 目录 (*.csv);;gpuhunt TPU 价格 (*.json);;所有文件 (*)</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) are stale, the oldest %1 months old: refresh them with Import Prices… from a newer public price list; the import shows its changes before anything is written.</source>
        <translation>
            <numerusform>%n 个价格已过时，最旧的已有 %1 个月：请通过“导入价格…”从较新的公开价格表更新；导入会在写入任何内容之前显示更改。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CompareDialog</name>
    <message>
        <source>Compare Plans</source>
        <translation>比较方案</translation>
    </message>
    <message>
        <source>Plan &amp;A:</source>
        <translation>方案 A(&amp;A)：</translation>
    </message>
    <message>
        <source>Plan &amp;B:</source>
        <translation>方案 B(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Swap</source>
        <translation>交换(&amp;S)</translation>
    </message>
    <message>
        <source>Exchanges plan A and plan B</source>
        <translation>交换方案 A 和方案 B</translation>
    </message>
    <message>
        <source>Only &amp;differences</source>
        <translation>仅显示差异(&amp;D)</translation>
    </message>
    <message>
        <source>Inputs and chosen setup</source>
        <translation>输入与所选设置</translation>
    </message>
    <message>
        <source>Results of the chosen candidates</source>
        <translation>所选候选配置的结果</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Current plan</source>
        <translation>当前方案</translation>
    </message>
    <message>
        <source>Current plan (%1)</source>
        <translation>当前方案（%1）</translation>
    </message>
    <message>
        <source>Latest</source>
        <translation>最新</translation>
    </message>
    <message>
        <source>Revision %1 · %2</source>
        <translation>修订版 %1 · %2</translation>
    </message>
    <message>
        <source>%1, revision %2</source>
        <translation>%1，修订版 %2</translation>
    </message>
    <message>
        <source>Choose two plans to compare.</source>
        <translation>请选择两个要比较的方案。</translation>
    </message>
    <message>
        <source>The inputs of both plans are the same.</source>
        <translation>两个方案的输入相同。</translation>
    </message>
    <message numerus="yes">
        <source>%n input(s) differ, highlighted below.</source>
        <translation>
            <numerusform>有 %n 项输入不同，已在下方突出显示。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ComparisonRowsModel</name>
    <message>
        <source>%1: the plans differ</source>
        <translation>%1：两个方案不同</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>部分</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Plan A</source>
        <translation>方案 A</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <source>Plan B</source>
        <translation>方案 B</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B：%1</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ConstraintsPanel</name>
    <message>
        <source>Constraints</source>
        <translation>约束条件</translation>
    </message>
    <message>
        <source>Lowest cost</source>
        <translation>成本最低</translation>
    </message>
    <message>
        <source>Shortest time</source>
        <translation>时间最短</translation>
    </message>
    <message>
        <source>Balanced cost × time</source>
        <translation>平衡成本 × 时间</translation>
    </message>
    <message>
        <source>Rank by</source>
        <translation>排序依据</translation>
    </message>
    <message>
        <source>How the table ranks the candidates that fit: expected cost, expected time, or both.</source>
        <translation>表格如何对可容纳的候选配置排序：按预期成本、预期时间或两者兼顾。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>Deadline</source>
        <translation>截止时间</translation>
    </message>
    <message>
        <source>Candidates whose expected wall time exceeds it are ranked after the others and marked. 0 = none.</source>
        <translation>预期总耗时超过此值的候选配置会排在其他候选配置之后并加以标注。0 = 不限。</translation>
    </message>
    <message>
        <source>$ </source>
        <translation>$ </translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>预算</translation>
    </message>
    <message>
        <source>Candidates whose expected cost exceeds it are ranked after the others and marked. 0 = none.</source>
        <translation>预期成本超过此值的候选配置会排在其他候选配置之后并加以标注。0 = 不限。</translation>
    </message>
    <message>
        <source>Safety margin</source>
        <translation>安全余量</translation>
    </message>
    <message>
        <source>Share of each device&apos;s memory kept free (0.10 = 10 %): a candidate fits only below the rest. Lower it to fit more, at the risk of running out of memory.</source>
        <translation>每个设备保留为空闲的内存比例（0.10 = 10%）：候选配置只有在剩余内存之内才算可容纳。降低此值可容纳更多配置，但有内存不足的风险。</translation>
    </message>
    <message>
        <source>Change ranking</source>
        <translation>更改排序方式</translation>
    </message>
    <message>
        <source>Change deadline</source>
        <translation>更改截止时间</translation>
    </message>
    <message>
        <source>Change budget</source>
        <translation>更改预算</translation>
    </message>
    <message>
        <source>Change safety margin</source>
        <translation>更改安全余量</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::CostTimeChart</name>
    <message>
        <source>Cost against time</source>
        <translation>成本与时间</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>No fit / constraint</source>
        <translation>无法容纳/不满足约束</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>可容纳</translation>
    </message>
    <message>
        <source>Pareto</source>
        <translation>帕累托</translation>
    </message>
    <message>
        <source>Selected</source>
        <translation>已选</translation>
    </message>
    <message>
        <source>Expected time (h)</source>
        <translation>预期时间（h）</translation>
    </message>
    <message>
        <source>Expected cost (USD)</source>
        <translation>预期成本（USD）</translation>
    </message>
    <message>
        <source>Calibration band</source>
        <translation>校准区间</translation>
    </message>
    <message>
        <source>Price not listed</source>
        <translation>未公开标价</translation>
    </message>
    <message>
        <source>Cost unknown</source>
        <translation>成本未知</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::DataPreparationView</name>
    <message>
        <source>Open Lengths File…</source>
        <translation>打开长度文件…</translation>
    </message>
    <message>
        <source>A file of sequence lengths in tokens: one whole number per line, or a CSV/TSV column (a &quot;count&quot; column makes each row a histogram bin). See docs/xla-readiness.md.</source>
        <translation>以标记为单位的序列长度文件：每行一个整数，或 CSV/TSV 中的一列（若有“count”列，则每一行是一个直方图分箱）。参见 docs/xla-readiness.md。</translation>
    </message>
    <message>
        <source>&amp;Column:</source>
        <translation>列(&amp;C)：</translation>
    </message>
    <message>
        <source>The CSV column that holds the lengths</source>
        <translation>存放长度的 CSV 列</translation>
    </message>
    <message>
        <source>Automatic</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>No lengths file: open one to compare padding strategies.</source>
        <translation>没有长度文件：请打开一个以比较填充策略。</translation>
    </message>
    <message>
        <source>Open a file of sequence lengths</source>
        <translation>打开序列长度文件</translation>
    </message>
    <message>
        <source>Lengths (*.txt *.csv *.tsv);;All files (*)</source>
        <translation>长度 (*.txt *.csv *.tsv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The lengths file could not be used: %1</source>
        <translation>无法使用该长度文件：%1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>第 %1 列</translation>
    </message>
    <message>
        <source>Padding wastes compute and every distinct input shape is one more XLA compilation: open a file of your dataset&apos;s sequence lengths to see what each strategy costs.</source>
        <translation>填充会浪费计算，而每种不同的输入形状都意味着多一次 XLA 编译：打开记录您数据集序列长度的文件，即可查看每种策略的开销。</translation>
    </message>
    <message>
        <source>column &quot;%1&quot; (the first numeric column; choose another above)</source>
        <translation>列“%1”（第一个数值列；可在上方另选）</translation>
    </message>
    <message>
        <source>column &quot;%1&quot;</source>
        <translation>列“%1”</translation>
    </message>
    <message>
        <source>, counts from column &quot;%1&quot;</source>
        <translation>，计数取自列“%1”</translation>
    </message>
    <message>
        <source>%1 sequences, %2 tokens · shortest %3, mean %4, median %5, p90 %6, p99 %7, longest %8</source>
        <translation>%1 个序列，%2 个标记 · 最短 %3，平均 %4，中位数 %5，p90 %6，p99 %7，最长 %8</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::DiagnosisFixModel</name>
    <message>
        <source>%1 of %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <source>±0%</source>
        <translation>±0%</translation>
    </message>
    <message>
        <source>%1%2%</source>
        <translation>%1%2%</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>无价格</translation>
    </message>
    <message>
        <source>For %1 optimizer steps</source>
        <translation>按 %1 个优化器步数计</translation>
    </message>
    <message>
        <source>Step time against the configuration that ran out of memory</source>
        <translation>相对于内存不足的那个配置的每步用时</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Fix</source>
        <translation>修复方案</translation>
    </message>
    <message>
        <source>Memory per device</source>
        <translation>每设备内存</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>每步用时</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::FieldStatus</name>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>%1

Invalid: %2</source>
        <translation>%1

无效：%2</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::GenerationTableModel</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 (%2 … %3)</source>
        <translation>%1（%2 … %3）</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Cores/chip</source>
        <translation>核心/芯片</translation>
    </message>
    <message>
        <source>Memory/chip</source>
        <translation>内存/芯片</translation>
    </message>
    <message>
        <source>Memory/device</source>
        <translation>内存/设备</translation>
    </message>
    <message>
        <source>Peak TFLOPS (16-bit)/chip</source>
        <translation>峰值 TFLOPS（16 位）/芯片</translation>
    </message>
    <message>
        <source>Bandwidth GB/s</source>
        <translation>带宽 GB/s</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>切片</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至日期</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>%1 GiB (%2 usable)</source>
        <translation>%1 GiB（可用 %2）</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::HardwarePanel</name>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Slices and GPUs</source>
        <translation>切片和 GPU</translation>
    </message>
    <message>
        <source>TPU generations and slices (and GPUs) the search may use. A whole generation includes every slice of it; each adds candidates to the table and points to the cost-time chart.</source>
        <translation>搜索可以使用的 TPU 代次和切片（以及 GPU）。选中整个代次即包含其所有切片；每一项都会向表格添加候选配置，并在成本-时间图中添加数据点。</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Regions whose prices are used; prices differ by region. All checked = every region.</source>
        <translation>使用其价格的区域；不同区域价格不同。全部勾选 = 所有区域。</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计价方式</translation>
    </message>
    <message>
        <source>Pricing models: on-demand, preemptible and spot (interruptible: preemptions add expected time and cost), committed use, free Colab.</source>
        <translation>计价模式：按需、抢占式和 Spot（可中断：抢占会增加预期时间和成本）、承诺使用、免费 Colab。</translation>
    </message>
    <message>
        <source>PyTorch (eager)</source>
        <translation>PyTorch（eager）</translation>
    </message>
    <message>
        <source>TensorFlow (graph)</source>
        <translation>TensorFlow（图模式）</translation>
    </message>
    <message>
        <source>GPU runtime</source>
        <translation>GPU 运行时</translation>
    </message>
    <message>
        <source>How GPUs run the step: PyTorch eager or TensorFlow graph mode. Changes GPU memory overheads and efficiency; TPUs always run XLA.</source>
        <translation>GPU 如何运行训练步：PyTorch eager 模式或 TensorFlow 图模式。这会改变 GPU 内存开销和效率；TPU 始终运行 XLA。</translation>
    </message>
    <message>
        <source>Change GPU runtime</source>
        <translation>更改 GPU 运行时</translation>
    </message>
    <message>
        <source>GPUs (for comparison)</source>
        <translation>GPU（用于比较）</translation>
    </message>
    <message>
        <source>Check at least one slice or GPU</source>
        <translation>请至少勾选一个切片或 GPU</translation>
    </message>
    <message>
        <source>Change hardware</source>
        <translation>更改硬件</translation>
    </message>
    <message>
        <source>Check at least one region</source>
        <translation>请至少勾选一个区域</translation>
    </message>
    <message>
        <source>Change regions</source>
        <translation>更改区域</translation>
    </message>
    <message>
        <source>Check at least one pricing model</source>
        <translation>请至少勾选一种计价模式</translation>
    </message>
    <message>
        <source>Change pricing models</source>
        <translation>更改计价模式</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::LengthHistogramChart</name>
    <message>
        <source>Tokens per sequence</source>
        <translation>每序列标记数</translation>
    </message>
    <message numerus="yes">
        <source>Tokens per sequence (bins of %n token(s), labelled by their longest)</source>
        <translation>
            <numerusform>每序列标记数（分箱宽度 %n 个标记，以其最大值标注）</numerusform>
        </translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>序列数</translation>
    </message>
    <message>
        <source>Sequence lengths: open a file</source>
        <translation>序列长度：请打开文件</translation>
    </message>
    <message>
        <source>Sequence lengths, %1 sequences</source>
        <translation>序列长度，%1 个序列</translation>
    </message>
    <message>
        <source>Plan&apos;s sequence length</source>
        <translation>方案的序列长度</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::LengthHistogramModel</name>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个标记</translation>
    </message>
    <message>
        <source>%1–%2 tokens</source>
        <translation>%1–%2 个标记</translation>
    </message>
    <message>
        <source>%1: %2 sequences (%3%4)</source>
        <translation>%1：%2 个序列（%3%4）</translation>
    </message>
    <message>
        <source>Up to (tokens)</source>
        <translation>最大长度（标记）</translation>
    </message>
    <message>
        <source>Sequences</source>
        <translation>序列数</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::MainWindow</name>
    <message>
        <source>Catalog</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Planned in %1 ms</source>
        <translation>规划用时 %1 ms</translation>
    </message>
    <message>
        <source>Using the built-in catalog</source>
        <translation>正在使用内置目录</translation>
    </message>
    <message>
        <source>Using the catalog %1</source>
        <translation>正在使用目录 %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New Plan</source>
        <translation>新建方案(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open Plan…</source>
        <translation>打开方案(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Open &amp;User Catalog…</source>
        <translation>打开自定义目录(&amp;U)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Plan</source>
        <translation>方案(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>&amp;Catalog</source>
        <translation>目录(&amp;C)</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About TPU Planner</source>
        <translation>关于 TPU Planner(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message numerus="yes">
        <source>Started with %n problem(s): see the message</source>
        <translation>
            <numerusform>启动时出现 %n 个问题：请查看消息</numerusform>
        </translation>
    </message>
    <message>
        <source>TPU Planner started with defaults</source>
        <translation>TPU Planner 已使用默认设置启动</translation>
    </message>
    <message>
        <source>%1[*] — TPU Planner</source>
        <translation>%1[*] — TPU Planner</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The plan has changes that are not saved. Save them?</source>
        <translation>方案有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>Open a plan</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <source>Plans (*.yaml *.yml);;All files (*)</source>
        <translation>方案 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The plan could not be opened</source>
        <translation>无法打开方案</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Plans (*.yaml *.yml)</source>
        <translation>方案 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>The plan could not be saved</source>
        <translation>无法保存方案</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Data</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Your calibrations are not used: %1</source>
        <translation>未使用您的校准：%1</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Paste an Error…</source>
        <translation>粘贴错误(&amp;P)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+V</source>
        <translation>Ctrl+Shift+V</translation>
    </message>
    <message>
        <source>Read an out-of-memory error, compare it with the estimate and find the smallest fix</source>
        <translation>读取内存不足错误，与估算值比较，并找出最小的修复方案</translation>
    </message>
    <message>
        <source>&amp;Import Prices…</source>
        <translation>导入价格(&amp;I)…</translation>
    </message>
    <message>
        <source>Open &amp;Lengths File…</source>
        <translation>打开长度文件(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;Data</source>
        <translation>数据(&amp;D)</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <source>Saves the plan in the plan library</source>
        <translation>将方案保存到方案库中</translation>
    </message>
    <message>
        <source>Saves the plan in the plan library under a new name</source>
        <translation>以新名称将方案保存到方案库中</translation>
    </message>
    <message>
        <source>Save as &amp;YAML…</source>
        <translation>另存为 YAML(&amp;Y)…</translation>
    </message>
    <message>
        <source>Writes the plan to a plan YAML file</source>
        <translation>将方案写入方案 YAML 文件</translation>
    </message>
    <message>
        <source>Plan &amp;Library…</source>
        <translation>方案库(&amp;L)…</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>&amp;Compare Plans…</source>
        <translation>比较方案(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>导出(&amp;E)…</translation>
    </message>
    <message>
        <source>Writes a report of the plan and the selected candidate as PDF, HTML, Markdown, CSV or JSON</source>
        <translation>将方案和所选候选配置的报告写为 PDF、HTML、Markdown、CSV 或 JSON</translation>
    </message>
    <message>
        <source>Saved “%1” in the plan library</source>
        <translation>已将“%1”保存到方案库中</translation>
    </message>
    <message>
        <source>Save the plan as YAML</source>
        <translation>将方案保存为 YAML</translation>
    </message>
    <message>
        <source>Export a report of the plan</source>
        <translation>导出方案报告</translation>
    </message>
    <message>
        <source>The report could not be exported</source>
        <translation>无法导出报告</translation>
    </message>
    <message>
        <source>Could not export %1</source>
        <translation>无法导出 %1</translation>
    </message>
    <message>
        <source>Opened “%1” from the plan library</source>
        <translation>已从方案库中打开“%1”</translation>
    </message>
    <message>
        <source>Serve</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>&amp;Serve</source>
        <translation>推理服务(&amp;S)</translation>
    </message>
    <message>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <source>Writes the serving plan to a YAML file that the app and tpuplan serve read</source>
        <translation>将推理服务方案写入 YAML 文件，供应用和 tpuplan serve 读取</translation>
    </message>
    <message>
        <source>Writes a report of the serving plan and the selected configuration, with the command that starts it, as PDF, HTML, Markdown, CSV or JSON</source>
        <translation>将推理服务方案和所选配置的报告（附启动命令）写为 PDF、HTML、Markdown、CSV 或 JSON</translation>
    </message>
    <message>
        <source>The serving plan has changes that are not saved. Save them?</source>
        <translation>推理服务方案有未保存的更改。要保存吗？</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::MemoryBreakdownChart</name>
    <message>
        <source>Memory per device</source>
        <translation>每设备内存</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>设备内存</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>GiB per device</source>
        <translation>每设备 GiB</translation>
    </message>
    <message>
        <source>%1
%2: %3 GiB</source>
        <translation>%1
%2：%3 GiB</translation>
    </message>
    <message>
        <source>Device / usable memory</source>
        <translation>设备 / 可用内存</translation>
    </message>
    <message>
        <source>Memory per device (hatched: on other devices or the host)</source>
        <translation>每设备内存（阴影线：位于其他设备或主机上）</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::MemoryBreakdownModel</name>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>%1: %2 GiB</source>
        <translation>%1：%2 GiB</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>开销</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>设备内存</translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>可用</translation>
    </message>
    <message>
        <source>LoRA adapters</source>
        <translation>LoRA 适配器</translation>
    </message>
    <message>
        <source>LM-head logits</source>
        <translation>LM 头 logits</translation>
    </message>
    <message>
        <source>Sharding buffers</source>
        <translation>分片缓冲区</translation>
    </message>
    <message>
        <source>On the other devices</source>
        <translation>位于其他设备上</translation>
    </message>
    <message>
        <source>On the host</source>
        <translation>位于主机上</translation>
    </message>
    <message>
        <source>%1: %2 GiB; paged optimizer states %3 GiB, outside the device total</source>
        <translation>%1：%2 GiB；分页优化器状态 %3 GiB，不计入设备总计</translation>
    </message>
    <message>
        <source>Expert states</source>
        <translation>专家状态</translation>
    </message>
    <message>
        <source>#%1 stage %2</source>
        <translation>#%1 阶段 %2</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::MemoryVsSeqLenChart</name>
    <message>
        <source>Memory against sequence length</source>
        <translation>内存随序列长度的变化</translation>
    </message>
    <message>
        <source>This plan</source>
        <translation>本方案</translation>
    </message>
    <message>
        <source>Sequence length (tokens)</source>
        <translation>序列长度（标记）</translation>
    </message>
    <message>
        <source>GiB per device</source>
        <translation>每设备 GiB</translation>
    </message>
    <message>
        <source>Memory against sequence length on %1</source>
        <translation>%1 上内存随序列长度的变化</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ModelPanel</name>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>导入…</translation>
    </message>
    <message>
        <source>The transformer to train: a preset, an imported config.json, or a custom architecture. Changes every memory, time and cost figure.</source>
        <translation>要训练的 Transformer：预设、导入的 config.json 或自定义架构。会影响所有内存、时间和成本数值。</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>Block-sparse (BigBird ITC)</source>
        <translation>块稀疏（BigBird ITC）</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Encoder layers: parameters, activations and FLOPs grow with them.</source>
        <translation>编码器层数：参数、激活值和 FLOPs 随之增长。</translation>
    </message>
    <message>
        <source>Hidden size</source>
        <translation>隐藏层大小</translation>
    </message>
    <message>
        <source>Width of the model: parameters grow with its square, activations linearly.</source>
        <translation>模型宽度：参数随其平方增长，激活值随其线性增长。</translation>
    </message>
    <message>
        <source>Attention heads</source>
        <translation>注意力头数</translation>
    </message>
    <message>
        <source>Heads per layer; must divide the hidden size. Attention scores are stored per head.</source>
        <translation>每层的头数；必须能整除隐藏层大小。注意力分数按头存储。</translation>
    </message>
    <message>
        <source>Intermediate size</source>
        <translation>中间层大小</translation>
    </message>
    <message>
        <source>Width of the feed-forward block (usually 4 × hidden).</source>
        <translation>前馈块的宽度（通常为 4 × 隐藏层大小）。</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>词表</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary: the embeddings and the MLM logits grow with it.</source>
        <translation>词表中的标记数：嵌入和 MLM logits 随之增长。</translation>
    </message>
    <message>
        <source>Max positions</source>
        <translation>最大位置数</translation>
    </message>
    <message>
        <source>The longest sequence the model accepts.</source>
        <translation>模型可接受的最长序列。</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Full attention stores seq² scores per head; block-sparse (BigBird) grows linearly with the length.</source>
        <translation>完全注意力每个头存储 seq² 个分数；块稀疏（BigBird）随长度线性增长。</translation>
    </message>
    <message>
        <source>Block size</source>
        <translation>块大小</translation>
    </message>
    <message>
        <source>BigBird block size: sequences are padded to a multiple of it.</source>
        <translation>BigBird 块大小：序列会被填充到它的倍数。</translation>
    </message>
    <message>
        <source>Random blocks</source>
        <translation>随机块数</translation>
    </message>
    <message>
        <source>BigBird random blocks each query block attends to.</source>
        <translation>每个查询块所关注的 BigBird 随机块数。</translation>
    </message>
    <message>
        <source>Parameters of the encoder with its pooler (core&apos;s count)</source>
        <translation>编码器及其池化层的参数量（按 core 库计算）</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Change layers</source>
        <translation>更改层数</translation>
    </message>
    <message>
        <source>Change hidden size</source>
        <translation>更改隐藏层大小</translation>
    </message>
    <message>
        <source>Change attention heads</source>
        <translation>更改注意力头数</translation>
    </message>
    <message>
        <source>Change intermediate size</source>
        <translation>更改中间层大小</translation>
    </message>
    <message>
        <source>Change vocabulary</source>
        <translation>更改词表</translation>
    </message>
    <message>
        <source>Change max positions</source>
        <translation>更改最大位置数</translation>
    </message>
    <message>
        <source>Change block size</source>
        <translation>更改块大小</translation>
    </message>
    <message>
        <source>Change random blocks</source>
        <translation>更改随机块数</translation>
    </message>
    <message>
        <source>Change attention</source>
        <translation>更改注意力</translation>
    </message>
    <message>
        <source>Custom architecture</source>
        <translation>自定义架构</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <source>%1 in the encoder</source>
        <translation>编码器共 %1 个</translation>
    </message>
    <message>
        <source>— (fix the marked fields)</source>
        <translation>—（请修正标出的字段）</translation>
    </message>
    <message>
        <source>Use a custom architecture</source>
        <translation>使用自定义架构</translation>
    </message>
    <message>
        <source>Choose model %1</source>
        <translation>选择模型 %1</translation>
    </message>
    <message>
        <source>Import a model configuration</source>
        <translation>导入模型配置</translation>
    </message>
    <message>
        <source>Model configurations (*.json *.yaml *.yml);;All files (*)</source>
        <translation>模型配置 (*.json *.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot import %1: %2</source>
        <translation>无法导入 %1：%2</translation>
    </message>
    <message>
        <source>Import model %1</source>
        <translation>导入模型 %1</translation>
    </message>
    <message>
        <source>Change key/value heads</source>
        <translation>更改键/值头数</translation>
    </message>
    <message>
        <source>Change head dimension</source>
        <translation>更改头维度</translation>
    </message>
    <message>
        <source>Change tied embeddings</source>
        <translation>更改共享嵌入</translation>
    </message>
    <message>
        <source>Read a Hugging Face config.json (bert, roberta, big_bird, llama, mistral, qwen2, gemma, gemma2, gpt2, …) or a model YAML file</source>
        <translation>读取 Hugging Face config.json（bert、roberta、big_bird、llama、mistral、qwen2、gemma、gemma2、gpt2、…）或模型 YAML 文件</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>种类</translation>
    </message>
    <message>
        <source>An encoder (BERT family: bidirectional, masked-LM or classification heads) or a decoder language model (causal attention, trained with the causal-LM head).</source>
        <translation>编码器（BERT 系列：双向，掩码语言模型或分类训练头）或解码器语言模型（因果注意力，使用 causal-LM 训练头训练）。</translation>
    </message>
    <message>
        <source>Key/value heads</source>
        <translation>键/值头数</translation>
    </message>
    <message>
        <source>Grouped-query attention: heads of the keys and values (num_key_value_heads); fewer than the attention heads make the k and v projections smaller.</source>
        <translation>分组查询注意力：键和值的头数（num_key_value_heads）；少于注意力头数时，k 和 v 投影会更小。</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>头维度</translation>
    </message>
    <message>
        <source>Width of one attention head (head_dim): hidden size / heads unless the config gives one (Gemma: 256).</source>
        <translation>单个注意力头的宽度（head_dim）：除非配置中另有给出（Gemma：256），否则为隐藏层大小 / 头数。</translation>
    </message>
    <message>
        <source>Shared with the input</source>
        <translation>与输入共享</translation>
    </message>
    <message>
        <source>Tied embeddings</source>
        <translation>共享嵌入</translation>
    </message>
    <message>
        <source>tie_word_embeddings: an untied output projection adds vocabulary × hidden parameters.</source>
        <translation>tie_word_embeddings：不共享的输出投影会增加 词表 × 隐藏层大小 个参数。</translation>
    </message>
    <message>
        <source>Decoder (causal language model)</source>
        <translation>解码器（因果语言模型）</translation>
    </message>
    <message>
        <source>Decoder layers: parameters, activations and FLOPs grow with them.</source>
        <translation>解码器层数：参数、激活值和 FLOPs 随之增长。</translation>
    </message>
    <message>
        <source>Tokens in the vocabulary: the embeddings and the causal-LM logits (often the largest activation) grow with it.</source>
        <translation>词表中的标记数：嵌入和 causal-LM logits（通常是最大的激活值）随之增长。</translation>
    </message>
    <message>
        <source>Encoder (BERT family)</source>
        <translation>编码器（BERT 系列）</translation>
    </message>
    <message>
        <source>Encoders (BERT family)</source>
        <translation>编码器（BERT 系列）</translation>
    </message>
    <message>
        <source>Decoders (LLMs)</source>
        <translation>解码器（LLM）</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 个参数</translation>
    </message>
    <message>
        <source>Embeddings %1 · layers %2 · head %3 (the final norm and an untied output projection; core&apos;s count)</source>
        <translation>嵌入 %1 · 层 %2 · 头 %3（最终归一化和不共享的输出投影；核心部分的计数）</translation>
    </message>
    <message>
        <source>Layer stack</source>
        <translation>层堆叠</translation>
    </message>
    <message>
        <source>By part</source>
        <translation>按部分</translation>
    </message>
    <message>
        <source>%1 parameters, %2 active per token</source>
        <translation>%1 个参数，每个标记激活 %2 个</translation>
    </message>
    <message>
        <source>Active: both embedding matrices counted, as Mistral, Qwen, Meta and Megatron count; %1 without the input embedding (OpenAI, DeepSeek), %2 without embeddings. Embeddings %3 · layers %4 · head %5 (core&apos;s count)</source>
        <translation>激活参数：计入两个嵌入矩阵，与 Mistral、Qwen、Meta 和 Megatron 的计法相同；不含输入嵌入为 %1（OpenAI、DeepSeek），不含嵌入为 %2。嵌入 %3 · 层 %4 · 头 %5（核心部分的计数）</translation>
    </message>
    <message>
        <source>Change experts per token</source>
        <translation>更改每个标记的专家数</translation>
    </message>
    <message>
        <source>Change expert width</source>
        <translation>更改专家宽度</translation>
    </message>
    <message>
        <source>Change shared expert width</source>
        <translation>更改共享专家宽度</translation>
    </message>
    <message>
        <source>Change dense first layers</source>
        <translation>更改开头的稠密层数</translation>
    </message>
    <message>
        <source>Change experts</source>
        <translation>更改专家数</translation>
    </message>
    <message>
        <source>Dense MLP width</source>
        <translation>稠密 MLP 宽度</translation>
    </message>
    <message>
        <source>Width of the dense feed-forward block of the layers without experts (intermediate_size in qwen*_moe and deepseek, intermediate_size_mlp in llama4); not used when every layer is an MoE layer. The routed experts&apos; width is the expert width.</source>
        <translation>不含专家的层中稠密前馈块的宽度（qwen*_moe 和 deepseek 中为 intermediate_size，llama4 中为 intermediate_size_mlp）；每一层都是 MoE 层时不使用。路由专家的宽度为专家宽度。</translation>
    </message>
    <message>
        <source>0 (dense)</source>
        <translation>0（稠密）</translation>
    </message>
    <message>
        <source>0 (none)</source>
        <translation>0（无）</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>专家数</translation>
    </message>
    <message>
        <source>Routed experts of each MoE layer, E (num_local_experts in mixtral, gpt_oss, llama4; num_experts in qwen*_moe, olmoe; n_routed_experts in deepseek); 0 = a dense model. Every expert&apos;s weights and optimizer states are kept; only the chosen ones compute.</source>
        <translation>每个 MoE 层的路由专家数 E（mixtral、gpt_oss、llama4 中为 num_local_experts；qwen*_moe、olmoe 中为 num_experts；deepseek 中为 n_routed_experts）；0 = 稠密模型。每个专家的权重和优化器状态都会保留；只有被选中的专家参与计算。</translation>
    </message>
    <message>
        <source>Experts per token</source>
        <translation>每个标记的专家数</translation>
    </message>
    <message>
        <source>Experts each token is routed to, K (num_experts_per_tok; gpt_oss also experts_per_token): between 1 and the number of experts. Sets the active parameters, the FLOPs and the all-to-all traffic.</source>
        <translation>每个标记路由到的专家数 K（num_experts_per_tok；gpt_oss 中也可为 experts_per_token）：在 1 到专家数之间。决定激活参数、FLOPs 和 all-to-all 流量。</translation>
    </message>
    <message>
        <source>Expert width</source>
        <translation>专家宽度</translation>
    </message>
    <message>
        <source>Intermediate width of one routed expert, I_e (moe_intermediate_size in qwen*_moe and deepseek; intermediate_size in mixtral, olmoe, gpt_oss, llama4).</source>
        <translation>单个路由专家的中间层宽度 I_e（qwen*_moe 和 deepseek 中为 moe_intermediate_size；mixtral、olmoe、gpt_oss、llama4 中为 intermediate_size）。</translation>
    </message>
    <message>
        <source>Shared expert width</source>
        <translation>共享专家宽度</translation>
    </message>
    <message>
        <source>Width of the shared expert(s) together, I_s, which every token passes through (shared_expert_intermediate_size in qwen2_moe; n_shared_experts × moe_intermediate_size in deepseek; llama4: one expert of intermediate_size); 0 = none.</source>
        <translation>共享专家的总宽度 I_s，每个标记都会经过共享专家（qwen2_moe 中为 shared_expert_intermediate_size；deepseek 中为 n_shared_experts × moe_intermediate_size；llama4：一个宽度为 intermediate_size 的专家）；0 = 无。</translation>
    </message>
    <message>
        <source>Dense first layers</source>
        <translation>开头的稠密层数</translation>
    </message>
    <message>
        <source>The first layers keep a dense MLP of the dense MLP width (first_k_dense_replace in deepseek); the others are MoE layers.</source>
        <translation>开头的若干层保留宽度为稠密 MLP 宽度的稠密 MLP（deepseek 中为 first_k_dense_replace）；其余层为 MoE 层。</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::OomFactModel</name>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>%1 (%2): %3 bytes</source>
        <translation>%1（%2）：%3 字节</translation>
    </message>
    <message>
        <source>%1 (%2): the message does not say</source>
        <translation>%1（%2）：消息中未说明</translation>
    </message>
    <message>
        <source>The message says</source>
        <translation>消息所述</translation>
    </message>
    <message>
        <source>As printed</source>
        <translation>原文</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PaddingChart</name>
    <message>
        <source>%1: %2 padding, %3 throughput cost</source>
        <translation>%1：填充 %2，吞吐量开销 %3</translation>
    </message>
    <message>
        <source>Padding, % of the computed tokens</source>
        <translation>填充占计算标记的百分比</translation>
    </message>
    <message>
        <source>Padding, % of computed tokens (green: recommended)</source>
        <translation>填充占计算标记的百分比（绿色：推荐）</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PaddingPanel</name>
    <message>
        <source>No lengths yet: the strategies appear here.</source>
        <translation>尚无长度：策略将显示在这里。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recommended: %1.&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;推荐：%1。&lt;/b&gt;%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;If examples must stay whole: %1.&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;若样本必须保持完整：%1。&lt;/b&gt;%2</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PaddingStrategyModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>~%1</source>
        <translation>~%1</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>%1 — recommended</source>
        <translation>%1 — 推荐</translation>
    </message>
    <message>
        <source>%1 tokens: %2 of the steps</source>
        <translation>%1 个标记：占 %2 的步</translation>
    </message>
    <message numerus="yes">
        <source>… %n more</source>
        <translation>
            <numerusform>… 还有 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>Distinct input shapes in one epoch: each one is an XLA compilation.
%1</source>
        <translation>一个 epoch 中不同输入形状的数量：每种形状都是一次 XLA 编译。
%1</translation>
    </message>
    <message>
        <source>Share of the computed tokens that are padding</source>
        <translation>计算的标记中填充所占的比例</translation>
    </message>
    <message numerus="yes">
        <source>Real (not padding) tokens one step of %n sequence(s) trains on</source>
        <translation>
            <numerusform>一步（%n 个序列）训练所用的真实（非填充）标记数</numerusform>
        </translation>
    </message>
    <message>
        <source>Extra compute per real token: +100% would halve the training throughput</source>
        <translation>每个真实标记的额外计算量：+100% 会使训练吞吐量减半</translation>
    </message>
    <message>
        <source>%1 tokens of %2 sequences are cut off</source>
        <translation>%2 个序列中有 %1 个标记被截断</translation>
    </message>
    <message>
        <source>No token is cut off</source>
        <translation>没有标记被截断</translation>
    </message>
    <message>
        <source>Distinct input shapes in one epoch: each one is an XLA compilation (~: expected for random batches)</source>
        <translation>一个 epoch 中不同输入形状的数量：每种形状都是一次 XLA 编译（~：随机批次下的期望值）</translation>
    </message>
    <message>
        <source>Real (not padding) tokens one step trains on</source>
        <translation>一步训练所用的真实（非填充）标记数</translation>
    </message>
    <message>
        <source>Tokens cut off by the strategy</source>
        <translation>该策略截断的标记数</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Shapes</source>
        <translation>形状数</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>填充</translation>
    </message>
    <message>
        <source>Real tokens/step</source>
        <translation>每步真实标记数</translation>
    </message>
    <message>
        <source>Throughput cost</source>
        <translation>吞吐量开销</translation>
    </message>
    <message>
        <source>Truncated</source>
        <translation>截断</translation>
    </message>
    <message>
        <source>longest (%1)</source>
        <translation>最长（%1）</translation>
    </message>
    <message>
        <source>fixed %1</source>
        <translation>固定 %1</translation>
    </message>
    <message>
        <source>multiple of %1</source>
        <translation>%1 的倍数</translation>
    </message>
    <message>
        <source>%1 buckets</source>
        <translation>%1 个分桶</translation>
    </message>
    <message>
        <source>packing %1</source>
        <translation>打包 %1</translation>
    </message>
    <message>
        <source>Padding (% of computed tokens)</source>
        <translation>填充（占计算标记的百分比）</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ParetoFrontModel</name>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>Expected time (h)</source>
        <translation>预期时间（h）</translation>
    </message>
    <message>
        <source>Expected cost (USD)</source>
        <translation>预期成本（USD）</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PasteErrorDialog</name>
    <message>
        <source>Load an error message</source>
        <translation>加载错误消息</translation>
    </message>
    <message>
        <source>Logs and text (*.txt *.log);;All files (*)</source>
        <translation>日志和文本 (*.txt *.log);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Paste an Error</source>
        <translation>粘贴错误</translation>
    </message>
    <message>
        <source>Ran out of memory in memory space hbm. Used 9.13G of 7.48G hbm. …</source>
        <translation>Ran out of memory in memory space hbm. Used 9.13G of 7.48G hbm. …</translation>
    </message>
    <message>
        <source>&amp;Load File…</source>
        <translation>加载文件(&amp;L)…</translation>
    </message>
    <message>
        <source>Read the message from a log file (UTF-8 text, at most 4 MiB)</source>
        <translation>从日志文件读取消息（UTF-8 文本，最大 4 MiB）</translation>
    </message>
    <message>
        <source>Cl&amp;ear</source>
        <translation>清除(&amp;E)</translation>
    </message>
    <message>
        <source>The run that failed</source>
        <translation>失败的运行</translation>
    </message>
    <message>
        <source>%1, %2 tokens, %3 head, %4 (from the plan)</source>
        <translation>%1，%2 个标记，%3 训练头，%4（来自方案）</translation>
    </message>
    <message>
        <source>&amp;Hardware:</source>
        <translation>硬件(&amp;H)：</translation>
    </message>
    <message>
        <source>The slice or GPU the run failed on (the selected candidate&apos;s by default)</source>
        <translation>运行失败时所用的切片或 GPU（默认取所选候选配置的）</translation>
    </message>
    <message>
        <source>&amp;Batch per device:</source>
        <translation>每设备批次大小(&amp;B)：</translation>
    </message>
    <message>
        <source>Sequences per device in one forward and backward pass</source>
        <translation>每个设备在一次前向和反向传播中的序列数</translation>
    </message>
    <message>
        <source>&amp;Accumulation steps:</source>
        <translation>累积步数(&amp;A)：</translation>
    </message>
    <message>
        <source>Gradient-accumulation steps of the run (1 = none)</source>
        <translation>该运行的梯度累积步数（1 = 不累积）</translation>
    </message>
    <message>
        <source>&amp;Checkpointing:</source>
        <translation>梯度检查点(&amp;C)：</translation>
    </message>
    <message>
        <source>Gradient checkpointing of the run</source>
        <translation>该运行的梯度检查点</translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation>精度(&amp;R)：</translation>
    </message>
    <message>
        <source>Precision of the run</source>
        <translation>该运行的精度</translation>
    </message>
    <message>
        <source>Lines not understood (⚠: inside the message)</source>
        <translation>未能理解的行（⚠：位于消息内部）</translation>
    </message>
    <message>
        <source>What the Message Says</source>
        <translation>消息内容</translation>
    </message>
    <message>
        <source>Stored Calibrations (%1)</source>
        <translation>已存储的校准（%1）</translation>
    </message>
    <message>
        <source>Corrections learnt from real runs, kept in %1. The plan applies the one for its runtime and model family and says so above the results; remove one to use the built-in model again.</source>
        <translation>从实际运行中得到的修正，保存在 %1 中。方案会应用与其运行时和模型系列对应的修正，并在结果上方注明；删除修正即可重新使用内置模型。</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>Remove the selected calibration: the built-in model applies again</source>
        <translation>删除所选校准：重新使用内置模型</translation>
    </message>
    <message>
        <source>Estimate against observation</source>
        <translation>估算值与观测值</translation>
    </message>
    <message>
        <source>Smallest changes that fit, ranked</source>
        <translation>可容纳的最小改动（按排名）</translation>
    </message>
    <message>
        <source>Apply &amp;This Fix</source>
        <translation>应用此修复方案(&amp;T)</translation>
    </message>
    <message>
        <source>Ca&amp;librate</source>
        <translation>校准(&amp;L)</translation>
    </message>
    <message>
        <source>Store the correction with its evidence in %1: the plan then uses it for this runtime and model family, and says so</source>
        <translation>将修正及其依据存入 %1：之后方案会对此运行时和模型系列使用它，并加以注明</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation>无法读取该文件：%1</translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation>粘贴的文本</translation>
    </message>
    <message>
        <source>%1 · %2%3</source>
        <translation>%1 · %2%3</translation>
    </message>
    <message numerus="yes">
        <source> · the message appears %n times</source>
        <translation>
            <numerusform> · 该消息出现了 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>No out-of-memory message recognised: paste the error with the lines around &quot;Ran out of memory&quot;, &quot;Resource exhausted&quot; or &quot;CUDA out of memory&quot;.</source>
        <translation>未识别出内存不足消息：请粘贴错误及“Ran out of memory”、“Resource exhausted”或“CUDA out of memory”前后的几行。</translation>
    </message>
    <message>
        <source>%1%2: %3</source>
        <translation>%1%2：%3</translation>
    </message>
    <message>
        <source>Inside the message and not understood: a mangled field, most likely</source>
        <translation>位于消息内部且未能理解：很可能是损坏的字段</translation>
    </message>
    <message>
        <source>Context around the message</source>
        <translation>消息前后的上下文</translation>
    </message>
    <message>
        <source>Paste a message, or load one from a file.</source>
        <translation>请粘贴一条消息，或从文件加载。</translation>
    </message>
    <message>
        <source>Observed</source>
        <translation>观测值</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>Estimated</source>
        <translation>估算值</translation>
    </message>
    <message>
        <source>parameters %1, gradients %2, optimizer states %3, activations %4, runtime %5</source>
        <translation>参数 %1，梯度 %2，优化器状态 %3，激活值 %4，运行时 %5</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <source>%1%2 GiB (%3%4%)</source>
        <translation>%1%2 GiB（%3%4%）</translation>
    </message>
    <message>
        <source>observed − estimated</source>
        <translation>观测值 − 估算值</translation>
    </message>
    <message>
        <source>Correction</source>
        <translation>修正</translation>
    </message>
    <message>
        <source>× %1 at least</source>
        <translation>× %1（至少）</translation>
    </message>
    <message>
        <source>× %1</source>
        <translation>× %1</translation>
    </message>
    <message>
        <source>activation factor %1 → %2. %3</source>
        <translation>激活系数 %1 → %2。%3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>&lt;p&gt;The estimate for the run, against what the message says it needed, appears here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此处显示该运行的估算值，以及消息所述的实际所需量。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The calibration file cannot be used: %1</source>
        <translation>无法使用该校准文件：%1</translation>
    </message>
    <message>
        <source>Apply fix: %1</source>
        <translation>应用修复方案：%1</translation>
    </message>
    <message>
        <source>Applied &quot;%1&quot; to the plan&apos;s inputs (Edit ▸ Undo takes it back).</source>
        <translation>已将“%1”应用到方案的输入（编辑 ▸ 撤销 可将其撤回）。</translation>
    </message>
    <message>
        <source>&lt;p&gt;No change within the search fits this model on this hardware.&lt;/p&gt;</source>
        <translation>&lt;p&gt;在搜索范围内，没有任何改动能让此模型在此硬件上容纳。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;How&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;做法&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The plan&apos;s inputs already allow this, or it is not an input of the plan</source>
        <translation>方案的输入已允许这一点，或者它不是方案的输入</translation>
    </message>
    <message>
        <source>checkpointing: %1</source>
        <translation>梯度检查点：%1</translation>
    </message>
    <message>
        <source>precision: %1</source>
        <translation>精度：%1</translation>
    </message>
    <message>
        <source>optimizer: %1</source>
        <translation>优化器：%1</translation>
    </message>
    <message>
        <source>accumulation up to %1 steps</source>
        <translation>累积最多 %1 步</translation>
    </message>
    <message>
        <source>hardware: %1</source>
        <translation>硬件：%1</translation>
    </message>
    <message>
        <source>regions: also %1</source>
        <translation>区域：另加 %1</translation>
    </message>
    <message>
        <source>Sets the plan&apos;s %1 (one undo step)</source>
        <translation>设置方案的 %1（一步撤销）</translation>
    </message>
    <message>
        <source>A stored calibration applies to the plan: %1, activations × %2 (%3). This diagnosis compares the built-in model with the message, so calibrating again replaces it rather than compounding it.</source>
        <translation>已有一个存储的校准应用于此方案：%1，激活值 × %2（%3）。此诊断比较的是内置模型与消息，因此再次校准会替换该校准，而不是在其上叠加。</translation>
    </message>
    <message>
        <source>undated</source>
        <translation>无日期</translation>
    </message>
    <message>
        <source>No calibration to store: %1</source>
        <translation>没有可存储的校准：%1</translation>
    </message>
    <message>
        <source>The calibration was not stored: %1</source>
        <translation>未存储校准：%1</translation>
    </message>
    <message>
        <source>Stored the correction for %1 (activations × %2) in %3; the plan now uses it.</source>
        <translation>已将 %1 的修正（激活值 × %2）存入 %3；方案现在会使用它。</translation>
    </message>
    <message>
        <source>The calibration was not removed: %1</source>
        <translation>未删除校准：%1</translation>
    </message>
    <message>
        <source>Removed the calibration %1; the built-in model applies again.</source>
        <translation>已删除校准 %1；重新使用内置模型。</translation>
    </message>
    <message>
        <source>Estimate and Fixes</source>
        <translation>估算与修复方案</translation>
    </message>
    <message>
        <source>&amp;Paste the out-of-memory error of a run that failed (XLA on TPU from TensorFlow, JAX or PyTorch/XLA; PyTorch or TensorFlow on CUDA), or the compiler&apos;s memory figure (JAX memory_analysis(), MaxText train_compile.py):</source>
        <translation>粘贴(&amp;P)失败运行的内存不足错误（TPU 上来自 TensorFlow、JAX 或 PyTorch/XLA 的 XLA；CUDA 上的 PyTorch 或 TensorFlow），或编译器给出的内存数值（JAX memory_analysis()、MaxText train_compile.py）：</translation>
    </message>
    <message>
        <source>The compiler&apos;s memory figure for one device (%1): compared with the estimate below.</source>
        <translation>编译器给出的单个设备内存数值（%1）：与下方的估算值进行比较。</translation>
    </message>
    <message>
        <source>Compiler</source>
        <translation>编译器</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Ran out of</source>
        <translation>耗尽的内存</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;What to change first, for the memory that ran out (%1)&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;针对耗尽的内存（%1），首先要更改的是&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;What ran out is not the device memory the plan estimates: no configuration change is searched. The advice above says what to change.&lt;/p&gt;</source>
        <translation>&lt;p&gt;耗尽的并不是方案所估算的设备内存：不会搜索配置更改。请按上方建议进行更改。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>sharding: %1</source>
        <translation>分片：%1</translation>
    </message>
    <message>
        <source>offload: %1</source>
        <translation>卸载：%1</translation>
    </message>
    <message>
        <source>GPUs per job: %1</source>
        <translation>每作业 GPU 数：%1</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PlanDocument</name>
    <message>
        <source>%1 (revision %2)</source>
        <translation>%1（修订版 %2）</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>未命名方案</translation>
    </message>
    <message>
        <source>Change data preparation</source>
        <translation>更改数据准备</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PlanLibrary</name>
    <message>
        <source>The plan library is in use</source>
        <translation>方案库正被使用</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Continue Without the Library</source>
        <translation>不使用方案库继续</translation>
    </message>
    <message>
        <source>The plan library is damaged</source>
        <translation>方案库已损坏</translation>
    </message>
    <message>
        <source>%1

Keep the damaged file aside and start a new library?</source>
        <translation>%1

将损坏的文件另行保留，并新建一个方案库？</translation>
    </message>
    <message>
        <source>A new plan library was started</source>
        <translation>已新建方案库</translation>
    </message>
    <message>
        <source>The damaged library was kept as “%1”. A new, empty library was started at “%2”.</source>
        <translation>已将损坏的方案库保留为“%1”。已在“%2”新建一个空方案库。</translation>
    </message>
    <message>
        <source>The plan library can be browsed and its plans opened; save plans as YAML files meanwhile.</source>
        <translation>可以浏览方案库并打开其中的方案；在此期间请将方案保存为 YAML 文件。</translation>
    </message>
    <message>
        <source>TPU Planner works without the library; plans can be opened and saved as YAML files.</source>
        <translation>TPU Planner 可以在没有方案库的情况下工作；方案可以作为 YAML 文件打开和保存。</translation>
    </message>
    <message>
        <source>The plan library is not available</source>
        <translation>方案库不可用</translation>
    </message>
    <message>
        <source>Untitled plan</source>
        <translation>未命名方案</translation>
    </message>
    <message>
        <source>No plan library is open.</source>
        <translation>没有打开的方案库。</translation>
    </message>
    <message>
        <source>The plan cannot be saved in the library</source>
        <translation>无法将方案保存到方案库</translation>
    </message>
    <message>
        <source>%1

Save the plan as a YAML file instead?</source>
        <translation>%1

改为将方案保存为 YAML 文件？</translation>
    </message>
    <message>
        <source>The plan was not saved</source>
        <translation>方案未保存</translation>
    </message>
    <message>
        <source>Save the plan in the library</source>
        <translation>将方案保存到方案库</translation>
    </message>
    <message>
        <source>Name of the plan:</source>
        <translation>方案名称：</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PlanLibraryDialog</name>
    <message>
        <source>Plan Library</source>
        <translation>方案库</translation>
    </message>
    <message>
        <source>Try Again</source>
        <translation>重试</translation>
    </message>
    <message>
        <source>Open the plan library again</source>
        <translation>重新打开方案库</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>搜索(&amp;S)：</translation>
    </message>
    <message>
        <source>Name, model or hardware</source>
        <translation>名称、模型或硬件</translation>
    </message>
    <message>
        <source>Every word must occur in the plan&apos;s name, model, hardware or tags; case and width are ignored</source>
        <translation>每个词都必须出现在方案的名称、模型、硬件或标签中；忽略大小写和全角/半角</translation>
    </message>
    <message>
        <source>Selected plan</source>
        <translation>所选方案</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>说明(&amp;N)：</translation>
    </message>
    <message>
        <source>What this plan is for, what was decided…</source>
        <translation>此方案的用途、所做的决定…</translation>
    </message>
    <message>
        <source>Save &amp;Notes</source>
        <translation>保存说明(&amp;N)</translation>
    </message>
    <message>
        <source>Saves the notes as a new revision of the plan (the inputs stay as saved)</source>
        <translation>将说明保存为方案的新修订版（输入保持已保存时的样子）</translation>
    </message>
    <message>
        <source>&amp;History:</source>
        <translation>历史(&amp;H)：</translation>
    </message>
    <message>
        <source>Revision</source>
        <translation>修订版</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>保存时间</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Open &amp;Revision</source>
        <translation>打开修订版(&amp;R)</translation>
    </message>
    <message>
        <source>Opens the selected revision in the main window; saving it makes a new revision</source>
        <translation>在主窗口中打开所选修订版；保存它会生成新的修订版</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭提示</translation>
    </message>
    <message>
        <source>Undo Delete</source>
        <translation>撤销删除</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>Opens the plan in the main window</source>
        <translation>在主窗口中打开该方案</translation>
    </message>
    <message>
        <source>Re&amp;name…</source>
        <translation>重命名(&amp;N)…</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>创建副本(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>删除(&amp;D)</translation>
    </message>
    <message>
        <source>Removes the plan from the list; Undo brings it back</source>
        <translation>从列表中删除该方案；撤销可将其恢复</translation>
    </message>
    <message>
        <source>&amp;Compare with Current…</source>
        <translation>与当前方案比较(&amp;C)…</translation>
    </message>
    <message>
        <source>Compares the plan in the main window with the selected plan, side by side</source>
        <translation>将主窗口中的方案与所选方案并排比较</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>No plan library is open.</source>
        <translation>没有打开的方案库。</translation>
    </message>
    <message>
        <source>The plan library is not available. %1</source>
        <translation>方案库不可用。%1</translation>
    </message>
    <message>
        <source>The plan library is read-only: plans can be opened, not changed.</source>
        <translation>方案库为只读：方案可以打开，但不能更改。</translation>
    </message>
    <message>
        <source>No saved plans yet: File ▸ Save As saves the plan in the library.</source>
        <translation>还没有已保存的方案：文件 ▸ 另存为 会将方案保存到方案库中。</translation>
    </message>
    <message>
        <source>No plan matches the search.</source>
        <translation>没有与搜索匹配的方案。</translation>
    </message>
    <message>
        <source>%1 · %2 · created %3</source>
        <translation>%1 · %2 · 创建于 %3</translation>
    </message>
    <message>
        <source>%1 (latest)</source>
        <translation>%1（最新）</translation>
    </message>
    <message>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Saved by TPU Planner %1 with catalog %2</source>
        <translation>由 TPU Planner %1 使用目录 %2 保存</translation>
    </message>
    <message>
        <source>Deleted “%1”.</source>
        <translation>已删除“%1”。</translation>
    </message>
    <message numerus="yes">
        <source>Deleted “%1” and %n other plan(s).</source>
        <translation>
            <numerusform>已删除“%1”及其他 %n 个方案。</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename the plan</source>
        <translation>重命名方案</translation>
    </message>
    <message>
        <source>New name of “%1”:</source>
        <translation>“%1”的新名称：</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PlanListModel</name>
    <message>
        <source>any</source>
        <translation>任意</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Revisions</source>
        <translation>修订版数</translation>
    </message>
    <message>
        <source>Modified</source>
        <translation>修改时间</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PreemptionPanel</name>
    <message>
        <source>Preemption</source>
        <translation>抢占</translation>
    </message>
    <message>
        <source> / h</source>
        <translation> / h</translation>
    </message>
    <message>
        <source>Preemption rate</source>
        <translation>抢占率</translation>
    </message>
    <message>
        <source>Expected preemptions per hour on preemptible, spot and Colab machines: more lost work and restarts, and a shorter checkpoint interval (Young/Daly).</source>
        <translation>抢占式、Spot 和 Colab 机器每小时的预期抢占次数：抢占越多，损失的工作和重启越多，检查点间隔也越短（Young/Daly）。</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>Checkpoint write</source>
        <translation>检查点写入</translation>
    </message>
    <message>
        <source>Minutes to save a training checkpoint to storage: sets the checkpoint interval and its overhead.</source>
        <translation>将训练检查点保存到存储所需的分钟数：决定检查点间隔及其开销。</translation>
    </message>
    <message>
        <source>Restart time</source>
        <translation>重启时间</translation>
    </message>
    <message>
        <source>Minutes from a preemption to training again: a new VM/TPU, start-up and XLA compilation.</source>
        <translation>从抢占到重新开始训练所需的分钟数：新建 VM/TPU、启动和 XLA 编译。</translation>
    </message>
    <message>
        <source> h</source>
        <translation> h</translation>
    </message>
    <message>
        <source>Preemptible limit</source>
        <translation>抢占式时长上限</translation>
    </message>
    <message>
        <source>Preemptible machines stop after this long (24 h on Google Cloud): each stop is a restart.</source>
        <translation>抢占式机器运行这么久后会停止（Google Cloud 上为 24 h）：每次停止都是一次重启。</translation>
    </message>
    <message>
        <source>Change preemption rate</source>
        <translation>更改抢占率</translation>
    </message>
    <message>
        <source>Change checkpoint write time</source>
        <translation>更改检查点写入时间</translation>
    </message>
    <message>
        <source>Change restart time</source>
        <translation>更改重启时间</translation>
    </message>
    <message>
        <source>Change preemptible limit</source>
        <translation>更改抢占式时长上限</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PreemptionSpreadChart</name>
    <message>
        <source>Time and cost under preemption</source>
        <translation>抢占下的时间与成本</translation>
    </message>
    <message>
        <source>Cost (USD)</source>
        <translation>成本（USD）</translation>
    </message>
    <message>
        <source>Uninterrupted (h)</source>
        <translation>无中断（h）</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1：%2，%3</translation>
    </message>
    <message>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Time and cost: never preempted (%1)</source>
        <translation>时间与成本：从未被抢占（%1）</translation>
    </message>
    <message numerus="yes">
        <source>Under preemption, %n simulated run(s): %1</source>
        <translation>
            <numerusform>抢占下，%n 次模拟运行：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Time and cost under preemption (%1)</source>
        <translation>抢占下的时间与成本（%1）</translation>
    </message>
    <message>
        <source>Calibration band: %1, %2</source>
        <translation>校准区间：%1，%2</translation>
    </message>
    <message>
        <source>Calibration band</source>
        <translation>校准区间</translation>
    </message>
    <message>
        <source>Cost: not listed</source>
        <translation>成本：未公开</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PreemptionSpreadModel</name>
    <message>
        <source>Hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>Cost (USD)</source>
        <translation>成本（USD）</translation>
    </message>
    <message>
        <source>Uninterrupted</source>
        <translation>无中断</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预期</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>Hours, band low</source>
        <translation>小时，区间下限</translation>
    </message>
    <message>
        <source>Hours, band high</source>
        <translation>小时，区间上限</translation>
    </message>
    <message>
        <source>Cost, band low</source>
        <translation>成本，区间下限</translation>
    </message>
    <message>
        <source>Cost, band high</source>
        <translation>成本，区间上限</translation>
    </message>
    <message>
        <source>not publicly listed</source>
        <translation>未公开标价</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>Share of device memory kept free in new plans (0.10 = 10 %)</source>
        <translation>新方案中保留为空闲的设备内存比例（0.10 = 10%）</translation>
    </message>
    <message>
        <source>How many ranked candidates the table and the cost-time chart list</source>
        <translation>表格和成本-时间图中列出的排序后候选配置数量</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Safety margin of new plans</source>
        <translation>新方案的安全余量</translation>
    </message>
    <message>
        <source>Candidates shown</source>
        <translation>显示的候选配置数</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The language of the window, the reports and the messages; numbers, money and dates follow it too. Changes at once.</source>
        <translation>窗口、报告和消息的语言；数字、金额和日期的格式也随之改变。立即生效。</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PriceDiffModel</name>
    <message>
        <source>new</source>
        <translation>新增</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已更改</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>未更改</translation>
    </message>
    <message>
        <source>gone</source>
        <translation>已移除</translation>
    </message>
    <message>
        <source>%1$%2</source>
        <translation>%1$%2</translation>
    </message>
    <message>
        <source>per chip</source>
        <translation>每芯片</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>每 GPU</translation>
    </message>
    <message>
        <source>per slice</source>
        <translation>每切片</translation>
    </message>
    <message>
        <source>older: imported price of %1, current one of %2</source>
        <translation>较旧：导入价格的日期为 %1，当前价格的日期为 %2</translation>
    </message>
    <message>
        <source>restated: now cites the import</source>
        <translation>重新注明：现在引用此次导入</translation>
    </message>
    <message>
        <source>imported %1, no longer in the file</source>
        <translation>%1 时导入，文件中已不再有</translation>
    </message>
    <message>
        <source>%1 · %2 · %3
source %4, as of %5</source>
        <translation>%1 · %2 · %3
来源 %4，截至 %5</translation>
    </message>
    <message>
        <source>now: %1, source %2, as of %3</source>
        <translation>当前：%1，来源 %2，截至 %3</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>计价方式</translation>
    </message>
    <message>
        <source>Now (USD/h)</source>
        <translation>当前（USD/h）</translation>
    </message>
    <message>
        <source>Imported (USD/h)</source>
        <translation>导入（USD/h）</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>差值</translation>
    </message>
    <message>
        <source>Difference (%)</source>
        <translation>差值（%）</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>比较单位</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PriceImportDialog</name>
    <message>
        <source>Import Prices</source>
        <translation>导入价格</translation>
    </message>
    <message>
        <source>&lt;b&gt;Price file:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;价格文件：&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>格式(&amp;F)：</translation>
    </message>
    <message>
        <source>detect</source>
        <translation>自动检测</translation>
    </message>
    <message>
        <source>SkyPilot&apos;s GCP catalog (vms.csv) or gpuhunt&apos;s tpu_pricing.json; detected from the content by default</source>
        <translation>SkyPilot 的 GCP 目录（vms.csv）或 gpuhunt 的 tpu_pricing.json；默认根据内容检测</translation>
    </message>
    <message>
        <source>Prices &amp;as of:</source>
        <translation>价格日期(&amp;A)：</translation>
    </message>
    <message>
        <source>the file&apos;s date</source>
        <translation>文件的日期</translation>
    </message>
    <message>
        <source>Date the prices by the file&apos;s modification date; clear it to give the date yourself</source>
        <translation>以文件的修改日期作为价格日期；取消勾选可自行指定日期</translation>
    </message>
    <message>
        <source>The date the prices are valid on: it decides which prices are stale</source>
        <translation>价格的有效日期：它决定哪些价格已过时</translation>
    </message>
    <message>
        <source>SkyPilot &amp;spot column:</source>
        <translation>SkyPilot Spot 列(&amp;S)：</translation>
    </message>
    <message>
        <source>spot</source>
        <translation>Spot</translation>
    </message>
    <message>
        <source>preemptible (2021–2022 files)</source>
        <translation>preemptible（2021–2022 年的文件）</translation>
    </message>
    <message>
        <source>Show &amp;unchanged prices</source>
        <translation>显示未更改的价格(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Apply: Write My Catalog</source>
        <translation>应用：写入我的目录(&amp;A)</translation>
    </message>
    <message>
        <source>Write the imported prices into your catalog file and use them; the built-in catalog is never written</source>
        <translation>将导入的价格写入您的目录文件并使用它们；内置目录永远不会被写入</translation>
    </message>
    <message>
        <source>Nothing was imported and nothing will be written: %1</source>
        <translation>未导入任何内容，也不会写入任何内容：%1</translation>
    </message>
    <message>
        <source>Your catalog %1 is left as it is.</source>
        <translation>您的目录 %1 保持不变。</translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>更改</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n row(s) read, %2 price(s) mapped.</source>
        <translation>
            <numerusform>%1，读取 %n 行，映射了 %2 个价格。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 changed · %2 new · %3 gone&lt;/b&gt; · %4 unchanged</source>
        <translation>&lt;b&gt;%1 项已更改 · %2 项新增 · %3 项已移除&lt;/b&gt; · %4 项未更改</translation>
    </message>
    <message>
        <source>Prices dated %1, the file&apos;s modification date.</source>
        <translation>价格日期为 %1，即文件的修改日期。</translation>
    </message>
    <message>
        <source>Prices dated %1.</source>
        <translation>价格日期为 %1。</translation>
    </message>
    <message>
        <source>Changes (%1)</source>
        <translation>更改（%1）</translation>
    </message>
    <message>
        <source>Nothing to write: your catalog %1 is up to date.</source>
        <translation>无需写入：您的目录 %1 已是最新。</translation>
    </message>
    <message>
        <source>Apply rewrites the imported prices in your catalog %1; your own entries and comments stay as they are. Cancel writes nothing.</source>
        <translation>“应用”会改写您的目录 %1 中导入的价格；您自己的条目和注释保持不变。“取消”不写入任何内容。</translation>
    </message>
    <message>
        <source>Apply creates your catalog %1 with these prices. Cancel writes nothing.</source>
        <translation>“应用”会用这些价格创建您的目录 %1。“取消”不写入任何内容。</translation>
    </message>
    <message>
        <source>There is nothing to write.</source>
        <translation>没有要写入的内容。</translation>
    </message>
    <message>
        <source>Your catalog was not written: %1</source>
        <translation>未写入您的目录：%1</translation>
    </message>
    <message>
        <source>Not Imported, Warnings</source>
        <translation>未导入项、警告</translation>
    </message>
    <message>
        <source>%1 row(s) not imported (%2 not mapped, %3 rejected), %4 warning(s): see &quot;Not Imported, Warnings&quot;.</source>
        <translation>%1 行未导入（%2 行未映射，%3 行被拒绝），%4 条警告：请参见“未导入项、警告”。</translation>
    </message>
    <message>
        <source>Not Imported, Warnings (%1)</source>
        <translation>未导入项、警告（%1）</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::PriceImportIssueModel</name>
    <message>
        <source>not mapped</source>
        <translation>未映射</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <source>imported, with a warning</source>
        <translation>已导入，但有警告</translation>
    </message>
    <message>
        <source>What</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行内容</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ReadinessModel</name>
    <message>
        <source>✓ yes</source>
        <translation>✓ 是</translation>
    </message>
    <message>
        <source>✗ no</source>
        <translation>✗ 否</translation>
    </message>
    <message>
        <source>? unknown</source>
        <translation>? 未知</translation>
    </message>
    <message>
        <source>%1

Tick it when it holds for your run, clear it when it does not; half-ticked: not known.
Source: %2</source>
        <translation>%1

若对您的运行成立请勾选，不成立请取消勾选；半勾选：未知。
来源：%2</translation>
    </message>
    <message>
        <source>%1

Source: %2</source>
        <translation>%1

来源：%2</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>就绪</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Why, with the plan&apos;s numbers</source>
        <translation>理由（含方案的数值）</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ReadinessPanel</name>
    <message>
        <source>%1 ready · %2 not yet · %3 not known</source>
        <translation>%1 项就绪 · %2 项尚未就绪 · %3 项未知</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ResultComparisonModel</name>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Plan A has no chosen candidate</source>
        <translation>方案 A 没有选定的候选配置</translation>
    </message>
    <message>
        <source>Plan B has no chosen candidate</source>
        <translation>方案 B 没有选定的候选配置</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Plan A</source>
        <translation>方案 A</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <source>Plan B</source>
        <translation>方案 B</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B：%1</translation>
    </message>
    <message>
        <source>A − B</source>
        <translation>A − B</translation>
    </message>
    <message>
        <source>(A − B) / B</source>
        <translation>(A − B) / B</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ResultsView</name>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; · %2 candidates evaluated · %3 fit · %4 on the Pareto front · %5 listed · planned in %6 ms</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; · 已评估 %2 个候选配置 · %3 个可容纳 · %4 个位于帕累托前沿 · 列出 %5 个 · 规划用时 %6 ms</translation>
    </message>
    <message>
        <source>A calibration you stored from a real run (Tools ▸ Paste an Error…) changes the memory figures; remove it there to use the built-in model.</source>
        <translation>您从实际运行中存储的校准（工具 ▸ 粘贴错误…）会改变内存数值；在该处删除它即可使用内置模型。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Some inputs are invalid; the results below are for the last valid inputs.&lt;/b&gt;&lt;br&gt;%1</source>
        <translation>&lt;b&gt;部分输入无效；下面的结果对应上一次有效的输入。&lt;/b&gt;&lt;br&gt;%1</translation>
    </message>
    <message>
        <source>%1, batch %2 per device</source>
        <translation>%1，每设备批次 %2</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Why %1</source>
        <translation>%1 的理由</translation>
    </message>
    <message>
        <source>&lt;p&gt;No candidate to show.&lt;/p&gt;</source>
        <translation>&lt;p&gt;没有可显示的候选配置。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;About the plan&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p style=&apos;margin:0&apos;&gt;&lt;b&gt;关于此方案&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Calibrated:&lt;/b&gt; %1 &lt;i&gt;In the app: Tools ▸ Paste an Error… ▸ Stored Calibrations.&lt;/i&gt;</source>
        <translation>&lt;b&gt;已校准：&lt;/b&gt;%1 &lt;i&gt;在应用中：工具 ▸ 粘贴错误… ▸ 已存储的校准。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>full training</source>
        <translation>全量训练</translation>
    </message>
    <message>
        <source>%1 rank %2 on %3</source>
        <translation>%1，秩 %2，作用于 %3</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA（4 位基座）</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>Attention: %1 · Fine-tuning: %2</source>
        <translation>注意力：%1 · 微调：%2</translation>
    </message>
    <message>
        <source>Preemption</source>
        <translation>抢占</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>每步用时</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Sharding: %1 on %2</source>
        <translation>分片：%2 上的 %1</translation>
    </message>
    <message>
        <source>%1 on the other devices</source>
        <translation>%1 位于其他设备上</translation>
    </message>
    <message>
        <source>%1 on the host</source>
        <translation>%1 位于主机上</translation>
    </message>
    <message>
        <source>%1 of sharding buffers</source>
        <translation>%1 分片缓冲区</translation>
    </message>
    <message>
        <source> · per device: %1</source>
        <translation> · 每设备：%1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>The selected candidate&apos;s step split into the roofline&apos;s compute terms and the communication compute does not hide, on each job size of its hardware, with the calibration band</source>
        <translation>所选候选配置在其硬件各作业规模下的训练步拆分：Roofline 模型的各计算项，以及未被计算隐藏的通信，并附校准区间</translation>
    </message>
    <message>
        <source>Loss: %1, %2 chunks</source>
        <translation>损失：%1，%2 块</translation>
    </message>
    <message>
        <source>Loss: %1, whole</source>
        <translation>损失：%1，不分块</translation>
    </message>
    <message>
        <source>Optimizer: %1</source>
        <translation>优化器：%1</translation>
    </message>
    <message>
        <source>Updating…</source>
        <translation>正在更新…</translation>
    </message>
    <message>
        <source>The results of the latest inputs are being planned; the views show those of the inputs before</source>
        <translation>正在规划最新输入的结果；当前视图显示的是之前输入的结果</translation>
    </message>
    <message>
        <source>%1 of expert states</source>
        <translation>%1 专家状态</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::SeqLenMemoryModel</name>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个标记</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>No checkpointing</source>
        <translation>不使用梯度检查点</translation>
    </message>
    <message>
        <source>Checkpointing: %1</source>
        <translation>梯度检查点：%1</translation>
    </message>
    <message numerus="yes">
        <source>%1 +%n more</source>
        <translation>
            <numerusform>%1 及另外 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>HBM %1 (%2)</source>
        <translation>HBM %1（%2）</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeCandidateModel</name>
    <message>
        <source>Does not fit</source>
        <translation>无法容纳</translation>
    </message>
    <message>
        <source>Misses the targets</source>
        <translation>未满足目标</translation>
    </message>
    <message>
        <source>Meets · Pareto</source>
        <translation>满足目标 · 帕累托</translation>
    </message>
    <message>
        <source>Meets the targets</source>
        <translation>满足目标</translation>
    </message>
    <message>
        <source>not listed</source>
        <translation>未公开</translation>
    </message>
    <message>
        <source>#%1 %2 · %3 · %4</source>
        <translation>#%1 %2 · %3 · %4</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <source>TP</source>
        <translation>TP</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>KV</source>
        <translation>KV</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批次</translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation>TPOT (ms)</translation>
    </message>
    <message>
        <source>TTFT (s)</source>
        <translation>TTFT (s)</translation>
    </message>
    <message>
        <source>Output tok/s</source>
        <translation>输出标记/s</translation>
    </message>
    <message>
        <source>$/M output</source>
        <translation>$/M 输出</translation>
    </message>
    <message>
        <source>$/h</source>
        <translation>$/h</translation>
    </message>
    <message>
        <source>Fits / meets</source>
        <translation>可容纳 / 满足目标</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeCostChart</name>
    <message>
        <source>Cost per million output tokens against TPOT</source>
        <translation>每百万输出标记成本对 TPOT</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>No fit / misses targets</source>
        <translation>无法容纳 / 未满足目标</translation>
    </message>
    <message>
        <source>Meets the targets</source>
        <translation>满足目标</translation>
    </message>
    <message>
        <source>TPOT (ms, median)</source>
        <translation>TPOT（ms，中位数）</translation>
    </message>
    <message>
        <source>$ per million output tokens</source>
        <translation>每百万输出标记 $</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeDocument</name>
    <message>
        <source>Untitled serving plan</source>
        <translation>未命名的推理服务方案</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeInputsPanel</name>
    <message>
        <source>Whole catalog</source>
        <translation>整个目录</translation>
    </message>
    <message>
        <source>Concurrent users (closed loop)</source>
        <translation>并发用户（闭环）</translation>
    </message>
    <message>
        <source>Request rate (open loop)</source>
        <translation>请求速率（开环）</translation>
    </message>
    <message>
        <source>Offline (throughput)</source>
        <translation>离线（吞吐量）</translation>
    </message>
    <message>
        <source>Search bf16, fp8 and int8</source>
        <translation>搜索 bf16、fp8 和 int8</translation>
    </message>
    <message>
        <source>bf16 (default)</source>
        <translation>bf16（默认）</translation>
    </message>
    <message>
        <source>Each device&apos;s default (vLLM)</source>
        <translation>各设备的默认引擎（vLLM）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>提示标记数</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>输出标记数</translation>
    </message>
    <message>
        <source>Traffic</source>
        <translation>流量</translation>
    </message>
    <message>
        <source>Users / rate</source>
        <translation>用户 / 速率</translation>
    </message>
    <message>
        <source>Max context</source>
        <translation>最大上下文</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV 缓存</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Memory share</source>
        <translation>内存比例</translation>
    </message>
    <message>
        <source>TTFT target</source>
        <translation>TTFT 目标</translation>
    </message>
    <message>
        <source>TPOT target</source>
        <translation>TPOT 目标</translation>
    </message>
    <message>
        <source>Chosen by the search</source>
        <translation>由搜索选择</translation>
    </message>
    <message>
        <source>Prompt + output</source>
        <translation>提示 + 输出</translation>
    </message>
    <message>
        <source>Engine default</source>
        <translation>引擎默认值</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Median time per output token after the first (vLLM&apos;s TPOT)</source>
        <translation>首个标记之后每输出标记时间的中位数（vLLM 的 TPOT）</translation>
    </message>
    <message>
        <source>Median time to the first token, queueing included</source>
        <translation>首标记时间的中位数，含排队时间</translation>
    </message>
    <message>
        <source>Devices one replica spans; the job&apos;s devices for a TPU slice</source>
        <translation>一个副本跨越的设备数；对 TPU 切片为作业的设备数</translation>
    </message>
    <message>
        <source>--gpu-memory-utilization: the share of device memory the engine may use</source>
        <translation>--gpu-memory-utilization：引擎可使用的设备内存比例</translation>
    </message>
    <message>
        <source>--max-context (vLLM&apos;s --max-model-len): the longest sequence the engine admits</source>
        <translation>--max-context（vLLM 的 --max-model-len）：引擎接受的最长序列</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>文件：%1</translation>
    </message>
    <message>
        <source>A %1 GiB device</source>
        <translation>%1 GiB 设备</translation>
    </message>
    <message>
        <source> requests/s</source>
        <translation> 请求/s</translation>
    </message>
    <message>
        <source> users</source>
        <translation> 个用户</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeMemoryChart</name>
    <message>
        <source>Memory per device</source>
        <translation>每设备内存</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Engine reserve</source>
        <translation>引擎预留</translation>
    </message>
    <message>
        <source>KV cache pool</source>
        <translation>KV 缓存池</translation>
    </message>
    <message>
        <source>Device memory</source>
        <translation>设备内存</translation>
    </message>
    <message>
        <source>GiB per device</source>
        <translation>每设备 GiB</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeSweepChart</name>
    <message>
        <source>One replica against concurrency</source>
        <translation>单个副本随并发数的变化</translation>
    </message>
    <message>
        <source>Output tok/s</source>
        <translation>输出标记/s</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>Planned load</source>
        <translation>规划负载</translation>
    </message>
    <message>
        <source>Requests in flight per replica</source>
        <translation>每个副本处理中的请求数</translation>
    </message>
    <message>
        <source>Output tokens/s</source>
        <translation>输出标记/s</translation>
    </message>
    <message>
        <source>Latency (s, median)</source>
        <translation>延迟（s，中位数）</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ServeView</name>
    <message>
        <source>Open Serving Plan…</source>
        <translation>打开推理服务方案…</translation>
    </message>
    <message>
        <source>Save Serving Plan…</source>
        <translation>保存推理服务方案…</translation>
    </message>
    <message>
        <source>Opens a serving plan YAML file (kind: serve)</source>
        <translation>打开推理服务方案 YAML 文件（kind: serve）</translation>
    </message>
    <message>
        <source>Writes the serving plan to a YAML file that the app and tpuplan serve read</source>
        <translation>将推理服务方案写入 YAML 文件，供应用和 tpuplan serve 读取</translation>
    </message>
    <message>
        <source>Not planned: fix the inputs on the left.</source>
        <translation>未规划：请修正左侧的输入。</translation>
    </message>
    <message>
        <source>%1 configurations tried (one per pricing model); %2 fit and %3 meet the targets; planned in %4 ms.</source>
        <translation>已尝试 %1 个配置（每种计价模式一个）；%2 个可容纳，%3 个满足目标；规划用时 %4 ms。</translation>
    </message>
    <message>
        <source>%1 · %2 weights · %3 KV · %4 · %5</source>
        <translation>%1 · %2 权重 · %3 KV · %4 · %5</translation>
    </message>
    <message>
        <source>%1 per million output tokens, %2 per million input tokens, %3 per hour (%4, %5)</source>
        <translation>每百万输出标记 %1，每百万输入标记 %2，每小时 %3（%4，%5）</translation>
    </message>
    <message>
        <source>Launch command:</source>
        <translation>启动命令：</translation>
    </message>
    <message>
        <source>The serving plan could not be opened</source>
        <translation>无法打开推理服务方案</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>The serving plan could not be saved</source>
        <translation>无法保存推理服务方案</translation>
    </message>
    <message>
        <source>Could not save %1</source>
        <translation>无法保存 %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Open a serving plan</source>
        <translation>打开推理服务方案</translation>
    </message>
    <message>
        <source>Serving plans (*.yaml *.yml);;All files (*)</source>
        <translation>推理服务方案 (*.yaml *.yml);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Save the serving plan</source>
        <translation>保存推理服务方案</translation>
    </message>
    <message>
        <source>Serving plans (*.yaml *.yml)</source>
        <translation>推理服务方案 (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Export Report…</source>
        <translation>导出报告…</translation>
    </message>
    <message>
        <source>Writes a report of the serving plan and the selected configuration, with the command that starts it, as PDF, HTML, Markdown, CSV or JSON</source>
        <translation>将推理服务方案和所选配置的报告（附启动命令）写为 PDF、HTML、Markdown、CSV 或 JSON</translation>
    </message>
    <message>
        <source>The report could not be exported</source>
        <translation>无法导出报告</translation>
    </message>
    <message>
        <source>Could not export %1</source>
        <translation>无法导出 %1</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Export a report of the serving plan</source>
        <translation>导出推理服务方案的报告</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ShardPanel</name>
    <message numerus="yes">
        <source>%1: %n host(s)</source>
        <translation>
            <numerusform>%1：%n 台主机</numerusform>
        </translation>
    </message>
    <message>
        <source>the plan&apos;s dataset size</source>
        <translation>方案的数据集大小</translation>
    </message>
    <message>
        <source>the tokens of the lengths file</source>
        <translation>长度文件中的标记</translation>
    </message>
    <message>
        <source>the tokens the plan trains on</source>
        <translation>方案训练所用的标记</translation>
    </message>
    <message>
        <source>as typed</source>
        <translation>按输入值</translation>
    </message>
    <message>
        <source>assumed: enter your dataset&apos;s size</source>
        <translation>假设值：请输入您数据集的大小</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#b71c1c&apos;&gt;%1&lt;/span&gt;</source>
        <translation>&lt;span style=&apos;color:#b71c1c&apos;&gt;%1&lt;/span&gt;</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n shard(s)&lt;/b&gt; of up to %1 (%2 … %3), %4 per host</source>
        <translation>
            <numerusform>&lt;b&gt;%n 个分片&lt;/b&gt;，每个最多 %1（%2 … %3），每台主机 %4</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;One shard&lt;/b&gt; of %1 (%2)</source>
        <translation>&lt;b&gt;一个分片&lt;/b&gt;，大小 %1（%2）</translation>
    </message>
    <message>
        <source>%1 records of %2 tokens, %3 bytes each; %4 in all (%5 GiB)</source>
        <translation>%1 条记录，每条 %2 个标记、%3 字节；共 %4（%5 GiB）</translation>
    </message>
    <message>
        <source>Storage: %1 GiB × %2 per GiB-month (Cloud Storage %3) = &lt;b&gt;%4 per month&lt;/b&gt;</source>
        <translation>存储：%1 GiB × 每 GiB·月 %2（Cloud Storage %3）= &lt;b&gt;每月 %4&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Storage: the catalog has no price for Cloud Storage</source>
        <translation>存储：目录中没有 Cloud Storage 的价格</translation>
    </message>
    <message>
        <source>Assumptions:
%1</source>
        <translation>假设：
%1</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::ShardingPanel</name>
    <message>
        <source>Change sharding strategy</source>
        <translation>更改分片策略</translation>
    </message>
    <message>
        <source>Change FSDP devices</source>
        <translation>更改 FSDP 设备数</translation>
    </message>
    <message>
        <source>Change tensor parallelism</source>
        <translation>更改张量并行</translation>
    </message>
    <message>
        <source>Change slices</source>
        <translation>更改切片数</translation>
    </message>
    <message>
        <source>Change GPUs per job</source>
        <translation>更改每作业 GPU 数</translation>
    </message>
    <message>
        <source>Change host offload</source>
        <translation>更改主机卸载</translation>
    </message>
    <message>
        <source>Sharding</source>
        <translation>分片</translation>
    </message>
    <message>
        <source>Planner chooses</source>
        <translation>自动选择</translation>
    </message>
    <message>
        <source>Replicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>all</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>choose</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>one</source>
        <translation>一个</translation>
    </message>
    <message>
        <source>optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Change expert parallelism</source>
        <translation>更改专家并行度</translation>
    </message>
    <message>
        <source>%1 This model has no experts: it runs with 1.</source>
        <translation>%1 此模型没有专家：以 1 运行。</translation>
    </message>
    <message>
        <source>Change context parallelism</source>
        <translation>更改上下文并行度</translation>
    </message>
    <message>
        <source>Change pipeline stages</source>
        <translation>更改流水线阶段数</translation>
    </message>
    <message>
        <source>Change pipeline microbatches</source>
        <translation>更改流水线微批次数</translation>
    </message>
    <message>
        <source>Change virtual stages</source>
        <translation>更改虚拟阶段数</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::StepSplitChart</name>
    <message>
        <source>Seconds per step</source>
        <translation>每步秒数</translation>
    </message>
    <message>
        <source>Job (▸ the selected one; in parentheses: does not fit)</source>
        <translation>作业（▸ 为所选项；括号内：无法容纳）</translation>
    </message>
    <message>
        <source>Calibration band</source>
        <translation>校准区间</translation>
    </message>
    <message>
        <source>Step time by GPU count: %1 (whiskers: calibration band)</source>
        <translation>按 GPU 数划分的每步用时：%1（须线：校准区间）</translation>
    </message>
    <message>
        <source>Step time by job size (whiskers: calibration band)</source>
        <translation>按作业规模划分的每步用时（须线：校准区间）</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::StepSplitModel</name>
    <message>
        <source>%1 (%2 devices) · %3
batch %4 × %5 per device
compute %6 s · exposed communication %7 s · exposed host transfer %8 s
step %9 s</source>
        <translation>%1（%2 个设备）· %3
每设备批次 %4 × %5
计算 %6 s · 未隐藏的通信 %7 s · 未隐藏的主机传输 %8 s
训练步 %9 s</translation>
    </message>
    <message>
        <source>Does not fit in memory</source>
        <translation>内存无法容纳</translation>
    </message>
    <message>
        <source>The selected candidate</source>
        <translation>所选候选配置</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>（%1）</translation>
    </message>
    <message>
        <source>▸%1</source>
        <translation>▸%1</translation>
    </message>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Exposed communication</source>
        <translation>未隐藏的通信</translation>
    </message>
    <message>
        <source>Exposed host transfer</source>
        <translation>未隐藏的主机传输</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>每步</translation>
    </message>
    <message>
        <source>Devices</source>
        <translation>设备数</translation>
    </message>
    <message>
        <source>calibration band %1 · MFU %2</source>
        <translation>校准区间 %1 · MFU %2</translation>
    </message>
    <message>
        <source>Matmuls</source>
        <translation>矩阵乘法</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>Memory-bound work</source>
        <translation>访存受限运算</translation>
    </message>
    <message>
        <source>Optimizer update</source>
        <translation>优化器更新</translation>
    </message>
    <message>
        <source>Band low</source>
        <translation>区间下限</translation>
    </message>
    <message>
        <source>Band high</source>
        <translation>区间上限</translation>
    </message>
    <message>
        <source>compute: matmuls %1 s · attention %2 s · memory-bound work %3 s · optimizer update %4 s · step overhead %5 s</source>
        <translation>计算：矩阵乘法 %1 s · 注意力 %2 s · 访存受限运算 %3 s · 优化器更新 %4 s · 每步固定开销 %5 s</translation>
    </message>
    <message>
        <source>Step overhead</source>
        <translation>每步固定开销</translation>
    </message>
    <message>
        <source>of the exposed communication, the context axis&apos;s K/V exchange %1 s</source>
        <translation>未隐藏的通信中，context 轴的 K/V 交换 %1 s</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>Context K/V exchange</source>
        <translation>上下文 K/V 交换</translation>
    </message>
</context>
<context>
    <name>tpuplan::gui::TrainingPanel</name>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个标记</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Tokens per sequence. Activations grow with it (quadratically with full attention); FLOPs per token too. Must not exceed the model&apos;s positions.</source>
        <translation>每个序列的标记数。激活值随之增长（完全注意力下按平方增长）；每个标记的 FLOPs 也随之增长。不得超过模型的位置数。</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批次大小</translation>
    </message>
    <message>
        <source>Sequences per optimizer step over all devices = batch per device × devices × accumulation. Hardware whose device count does not divide it is skipped.</source>
        <translation>所有设备上每个优化器步的序列数 = 每设备批次大小 × 设备数 × 累积步数。设备数不能整除它的硬件会被跳过。</translation>
    </message>
    <message>
        <source>steps</source>
        <translation>步</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>epochs</source>
        <translation>轮</translation>
    </message>
    <message>
        <source>Run length</source>
        <translation>训练量</translation>
    </message>
    <message>
        <source>How long the run is: optimizer steps, tokens, or epochs over the dataset. Scales time and cost.</source>
        <translation>运行的长度：优化器步数、标记数或数据集上的轮数。时间和成本随之缩放。</translation>
    </message>
    <message>
        <source>Dataset tokens</source>
        <translation>数据集标记数</translation>
    </message>
    <message>
        <source>Tokens in the dataset, for a run measured in epochs.</source>
        <translation>数据集中的标记数，用于以轮数计量的运行。</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Dataset in storage</source>
        <translation>存储中的数据集</translation>
    </message>
    <message>
        <source>Size of the TFRecord shards in Cloud Storage: adds storage cost over the run.</source>
        <translation>Cloud Storage 中 TFRecord 分片的大小：在运行期间增加存储成本。</translation>
    </message>
    <message>
        <source>Change precisions</source>
        <translation>更改精度</translation>
    </message>
    <message>
        <source>Precisions</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Precisions the search may use. bf16 halves activations and speeds up matmuls; fp16 runs only on GPUs.</source>
        <translation>搜索可以使用的精度。bf16 使激活值减半并加速矩阵乘法；fp16 只能在 GPU 上运行。</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>Optimizer states per parameter: AdamW/Adam/LAMB keep two, momentum one, SGD none, Adafactor a factored second moment.</source>
        <translation>每个参数的优化器状态：AdamW/Adam/LAMB 保留两个，momentum 一个，SGD 没有，Adafactor 为因子分解的二阶矩。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>full</source>
        <translation>完全</translation>
    </message>
    <message>
        <source>every k-th</source>
        <translation>每第 k 层</translation>
    </message>
    <message>
        <source>Change checkpointing</source>
        <translation>更改梯度检查点</translation>
    </message>
    <message>
        <source>Checkpointing</source>
        <translation>梯度检查点</translation>
    </message>
    <message>
        <source>Gradient-checkpointing policies the search may use: less activation memory for extra recompute time.</source>
        <translation>搜索可以使用的梯度检查点策略：以额外的重计算时间换取更少的激活内存。</translation>
    </message>
    <message>
        <source>Max accumulation</source>
        <translation>最大累积步数</translation>
    </message>
    <message>
        <source>Most gradient-accumulation steps the training code supports (1 = none): lets a smaller batch per device reach the global batch.</source>
        <translation>训练代码支持的最大梯度累积步数（1 = 不累积）：使较小的每设备批次也能达到全局批次大小。</translation>
    </message>
    <message>
        <source>Train with dropout</source>
        <translation>使用 dropout 训练</translation>
    </message>
    <message>
        <source>Dropout</source>
        <translation>Dropout</translation>
    </message>
    <message>
        <source>Dropout stores a mask per activation for the backward pass.</source>
        <translation>Dropout 会为反向传播的每个激活值存储一个掩码。</translation>
    </message>
    <message>
        <source>MLM over all positions</source>
        <translation>MLM（所有位置）</translation>
    </message>
    <message>
        <source>MLM over gathered positions</source>
        <translation>MLM（选取的位置）</translation>
    </message>
    <message>
        <source>Classification</source>
        <translation>分类</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>训练头</translation>
    </message>
    <message>
        <source>The training head: its logits over the vocabulary can dominate activation memory.</source>
        <translation>训练头：其在词表上的 logits 可能占据激活内存的大头。</translation>
    </message>
    <message>
        <source>Predictions / seq.</source>
        <translation>预测数/序列</translation>
    </message>
    <message>
        <source>Masked positions gathered per sequence (max_predictions_per_seq): the MLM logits scale with it.</source>
        <translation>每个序列选取的掩码位置数（max_predictions_per_seq）：MLM logits 随之缩放。</translation>
    </message>
    <message>
        <source>Next-sentence prediction</source>
        <translation>下一句预测</translation>
    </message>
    <message>
        <source>NSP</source>
        <translation>NSP</translation>
    </message>
    <message>
        <source>Adds the small NSP classifier on the pooled output.</source>
        <translation>在池化输出上添加小型 NSP 分类器。</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>标签数</translation>
    </message>
    <message>
        <source>Classes of the classification head.</source>
        <translation>分类头的类别数。</translation>
    </message>
    <message>
        <source>Change sequence length</source>
        <translation>更改序列长度</translation>
    </message>
    <message>
        <source>Change global batch</source>
        <translation>更改全局批次大小</translation>
    </message>
    <message>
        <source>Change run length</source>
        <translation>更改训练量</translation>
    </message>
    <message>
        <source>Change dataset tokens</source>
        <translation>更改数据集标记数</translation>
    </message>
    <message>
        <source>Change dataset size</source>
        <translation>更改数据集大小</translation>
    </message>
    <message>
        <source>Change optimizer</source>
        <translation>更改优化器</translation>
    </message>
    <message>
        <source>Change max accumulation</source>
        <translation>更改最大累积步数</translation>
    </message>
    <message>
        <source>Change dropout</source>
        <translation>更改 dropout</translation>
    </message>
    <message>
        <source>Change head</source>
        <translation>更改训练头</translation>
    </message>
    <message>
        <source>Change predictions per sequence</source>
        <translation>更改每序列预测数</translation>
    </message>
    <message>
        <source>Change NSP</source>
        <translation>更改 NSP</translation>
    </message>
    <message>
        <source>Change labels</source>
        <translation>更改标签数</translation>
    </message>
    <message>
        <source>Change loss chunks</source>
        <translation>更改损失分块数</translation>
    </message>
    <message>
        <source>Change attention kernel</source>
        <translation>更改注意力内核</translation>
    </message>
    <message>
        <source>Change fine-tuning</source>
        <translation>更改微调方式</translation>
    </message>
    <message>
        <source>Change LoRA rank</source>
        <translation>更改 LoRA 秩</translation>
    </message>
    <message>
        <source>Change LoRA targets</source>
        <translation>更改 LoRA 目标模块</translation>
    </message>
    <message>
        <source>bf16 (pure)</source>
        <translation>bf16（纯）</translation>
    </message>
    <message>
        <source>Weights, gradients and optimizer states all in bf16, no fp32 master copy (torchtune&apos;s dtype: bf16)</source>
        <translation>权重、梯度和优化器状态均为 bf16，没有 fp32 主副本（torchtune 的 dtype: bf16）</translation>
    </message>
    <message>
        <source>MaxText remat_policy %1: keeps the layer input and %2; the rest is recomputed</source>
        <translation>MaxText remat_policy %1：保留层输入和%2；其余部分重计算</translation>
    </message>
    <message>
        <source>the outputs of every weight matmul</source>
        <translation>所有权重矩阵乘法的输出</translation>
    </message>
    <message>
        <source>the q, k and v projections</source>
        <translation>q、k 和 v 投影</translation>
    </message>
    <message>
        <source>the attention matmuls&apos; outputs (q, k, v and the output projection)</source>
        <translation>注意力矩阵乘法的输出（q、k、v 和输出投影）</translation>
    </message>
    <message>
        <source>Causal LM (next token)</source>
        <translation>因果语言模型（下一个标记）</translation>
    </message>
    <message>
        <source>Loss chunks</source>
        <translation>损失分块数</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Eager</source>
        <translation>Eager</translation>
    </message>
    <message>
        <source>Flash</source>
        <translation>Flash</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>注意力内核</translation>
    </message>
    <message>
        <source>Eager attention stores the seq² probabilities per head; a flash kernel (FlashAttention-2 on GPUs, splash attention on TPUs) stores none. Auto: flash for decoders on TPUs and on GPUs with bf16, eager otherwise.</source>
        <translation>Eager 注意力为每个头存储 seq² 个概率；flash 内核（GPU 上为 FlashAttention-2，TPU 上为 splash attention）则不存储。自动：在 TPU 上以及使用 bf16 的 GPU 上，解码器使用 flash，其他情况使用 eager。</translation>
    </message>
    <message>
        <source>Full training</source>
        <translation>全量训练</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA (4-bit base)</source>
        <translation>QLoRA（4 位基座）</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>Full training updates every weight; LoRA trains small adapters on a frozen base (gradients and optimizer states only for the adapters); QLoRA keeps the base in 4-bit NF4 (GPUs only).</source>
        <translation>全量训练更新所有权重；LoRA 在冻结的基座上训练小型适配器（只有适配器有梯度和优化器状态）；QLoRA 将基座保存为 4 位 NF4（仅限 GPU）。</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>Rank r of the adapters: their weights, gradients and optimizer states grow with it.</source>
        <translation>适配器的秩 r：其权重、梯度和优化器状态随之增长。</translation>
    </message>
    <message>
        <source>q and v</source>
        <translation>q 和 v</translation>
    </message>
    <message>
        <source>All linear layers</source>
        <translation>所有线性层</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA 目标模块</translation>
    </message>
    <message>
        <source>The projections that get adapters: q and v (the LoRA paper) or every linear layer (QLoRA).</source>
        <translation>获得适配器的投影：q 和 v（LoRA 论文）或所有线性层（QLoRA）。</translation>
    </message>
    <message>
        <source>Change loss</source>
        <translation>更改损失</translation>
    </message>
    <message>
        <source>Change paged optimizer</source>
        <translation>更改分页优化器</translation>
    </message>
    <message>
        <source>Change optimizer step in the backward pass</source>
        <translation>更改“在反向传播中执行优化器步”</translation>
    </message>
    <message>
        <source>Change 8-bit AdamW</source>
        <translation>更改 8 位 AdamW</translation>
    </message>
    <message>
        <source>Change custom placement</source>
        <translation>更改自定义放置</translation>
    </message>
    <message>
        <source>MaxText remat_policy %1: keeps the layer input and %2 on the device; the rest is recomputed</source>
        <translation>MaxText remat_policy %1：将层输入和%2保留在设备上；其余部分重计算</translation>
    </message>
    <message>
        <source>MaxText remat_policy %1: offloads %2 to host memory (the layer input stays on the device); the rest is recomputed</source>
        <translation>MaxText remat_policy %1：将%2卸载到主机内存（层输入保留在设备上）；其余部分重计算</translation>
    </message>
    <message>
        <source>the q, k, v, output and MLP output projections (not the MLP&apos;s input projections)</source>
        <translation>q、k、v、输出和 MLP 输出投影（不含 MLP 的输入投影）</translation>
    </message>
    <message>
        <source>the q, k, v and output projections and the attention output (context)</source>
        <translation>q、k、v 和输出投影以及注意力输出（context）</translation>
    </message>
    <message>
        <source>selective (torchtitan ops)</source>
        <translation>选择性（torchtitan 算子）</translation>
    </message>
    <message>
        <source>torchtitan&apos;s op-level selective checkpointing: keeps the outputs of every other matmul and of attention; the rest is recomputed</source>
        <translation>torchtitan 的算子级选择性检查点：保留每隔一个矩阵乘法的输出以及注意力的输出；其余部分重计算</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>MaxText remat_policy custom: each named activation recomputed, kept on the device or offloaded, as the custom placement below says</source>
        <translation>MaxText remat_policy custom：按下方的自定义放置，对每个具名激活值进行重计算、保留在设备上或卸载</translation>
    </message>
    <message>
        <source>Custom placement</source>
        <translation>自定义放置</translation>
    </message>
    <message>
        <source>What the checkpointing policy custom does with each named activation of a decoder layer (MaxText&apos;s names): recompute it in the backward pass, keep it on the device, or offload it to host memory. The layer input cannot be recomputed. Default: MaxText&apos;s v6e Llama 3.1 recipes (the layer input and the q, k, v and output projections offloaded).</source>
        <translation>梯度检查点策略 custom 如何处理解码器层的每个具名激活值（采用 MaxText 的名称）：在反向传播时重计算、保留在设备上，或卸载到主机内存。层输入不能重计算。默认：MaxText 的 v6e Llama 3.1 配方（卸载层输入以及 q、k、v 和输出投影）。</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Fused</source>
        <translation>融合</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>How the cross-entropy holds the logits: eager keeps fp32 logits, their log-softmax and their gradient (Hugging Face); fused keeps two logits-sized tensors in the compute dtype (XLA, torchtitan, Liger-Kernel). Auto: fused under XLA, eager under PyTorch and TensorFlow.</source>
        <translation>交叉熵如何保存 logits：eager 保存 fp32 的 logits、其 log-softmax 及其梯度（Hugging Face）；融合方式以计算数据类型保存两个与 logits 同样大小的张量（XLA、torchtitan、Liger-Kernel）。自动：XLA 下使用融合方式，PyTorch 和 TensorFlow 下使用 eager。</translation>
    </message>
    <message>
        <source>Paged optimizer states (bitsandbytes)</source>
        <translation>分页优化器状态（bitsandbytes）</translation>
    </message>
    <message>
        <source>Paged optimizer</source>
        <translation>分页优化器</translation>
    </message>
    <message>
        <source>bitsandbytes paged optimizer: the states live in CUDA unified memory, outside PyTorch&apos;s allocator statistics, and move to host RAM when the GPU runs short (CUDA GPUs only).</source>
        <translation>bitsandbytes 分页优化器：状态位于 CUDA 统一内存中，不计入 PyTorch 分配器的统计，并在 GPU 内存不足时移至主机 RAM（仅限 CUDA GPU）。</translation>
    </message>
    <message>
        <source>Optimizer step in the backward pass</source>
        <translation>在反向传播中执行优化器步</translation>
    </message>
    <message>
        <source>Optimizer in backward</source>
        <translation>反向传播中的优化器</translation>
    </message>
    <message>
        <source>torchtune optimizer_in_bwd: each gradient is applied and freed as soon as it is computed (no gradient accumulation; PyTorch only).</source>
        <translation>torchtune optimizer_in_bwd：每个梯度一经算出即被应用并释放（无法进行梯度累积；仅限 PyTorch）。</translation>
    </message>
    <message>
        <source>Let the search use 8-bit AdamW</source>
        <translation>允许搜索使用 8 位 AdamW</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8 位 AdamW</translation>
    </message>
    <message>
        <source>Let the search use 8-bit AdamW (bitsandbytes, torchao) on GPUs where AdamW&apos;s states do not fit.</source>
        <translation>允许搜索在无法容纳 AdamW 状态的 GPU 上使用 8 位 AdamW（bitsandbytes、torchao）。</translation>
    </message>
    <message>
        <source>%1 runs on CUDA GPUs under PyTorch only: include GPUs in the hardware</source>
        <translation>%1 只能在 PyTorch 下的 CUDA GPU 上运行：请在硬件中包含 GPU</translation>
    </message>
    <message>
        <source>%1 runs under PyTorch only, and the GPU runtime is %2</source>
        <translation>%1 只能在 PyTorch 下运行，而 GPU 运行时为 %2</translation>
    </message>
    <message>
        <source>decoder_layer_input cannot be recomputed: it is where recomputation starts (keep it on the device or offload it)</source>
        <translation>decoder_layer_input 不能重计算：它是重计算的起点（请将其保留在设备上或卸载）</translation>
    </message>
    <message>
        <source>A paged optimizer (bitsandbytes)</source>
        <translation>分页优化器（bitsandbytes）</translation>
    </message>
    <message>
        <source>The optimizer step in the backward pass</source>
        <translation>在反向传播中执行优化器步</translation>
    </message>
    <message>
        <source>selective (attention)</source>
        <translation>选择性（注意力）</translation>
    </message>
    <message>
        <source>Chunked or fused cross-entropy: the causal-LM logits of one chunk of N are live at a time (1 = the whole logits tensor, as the Hugging Face Trainer; auto = the planner tries 1 and 8).</source>
        <translation>分块或融合的交叉熵：每次只有 N 个块中的一个块的 causal-LM logits 处于活动状态（1 = 整个 logits 张量，与 Hugging Face Trainer 相同；自动 = 规划器尝试 1 和 8）。</translation>
    </message>
    <message>
        <source>recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>keep on device</source>
        <translation>保留在设备上</translation>
    </message>
    <message>
        <source>offload to host</source>
        <translation>卸载到主机</translation>
    </message>
    <message>
        <source>bf16 mixed precision whose linear layers&apos; matmuls run in fp8 (Transformer Engine, torchtitan float8, MaxText fp8_full): TPU7x and fp8 GPUs (H100, H200, B200, L4, L40S). Attention and the LM head stay in bf16; hardware without fp8 is skipped.</source>
        <translation>线性层矩阵乘法以 fp8 运行的 bf16 混合精度（Transformer Engine、torchtitan float8、MaxText fp8_full）：适用于 TPU7x 和支持 fp8 的 GPU（H100、H200、B200、L4、L40S）。注意力和 LM 头保持 bf16；不支持 fp8 的硬件会被跳过。</translation>
    </message>
    <message>
        <source>bf16 mixed precision whose linear layers&apos; matmuls run in int8 (AQT/Qwix, MaxText quantization=int8): v5e, v5p and v6e TPUs; other hardware is skipped.</source>
        <translation>线性层矩阵乘法以 int8 运行的 bf16 混合精度（AQT/Qwix、MaxText quantization=int8）：适用于 v5e、v5p 和 v6e TPU；其他硬件会被跳过。</translation>
    </message>
</context>
</TS>
